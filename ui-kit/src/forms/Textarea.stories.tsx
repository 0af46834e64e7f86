import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from './Field';
import { Textarea } from './Textarea';

const meta = {
  component: Textarea,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAField: Story = {
  render: () => (
    <Field label="Description" hint="Up to 255 characters.">
      <Textarea placeholder="What is this item for?" maxLength={255} />
    </Field>
  ),
};
