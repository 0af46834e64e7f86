import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from './Field';
import { FormDialog } from './FormDialog';
import { Input } from './Input';

const meta = {
  component: FormDialog,
  parameters: { layout: 'centered' },
  args: {
    title: 'Add item',
    description: 'A title, and a description if it helps you remember.',
    onSubmit: () => {},
    onClose: () => {},
    children: (
      <Field label="Title" required>
        <Input placeholder="Premier League fixtures" />
      </Field>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Saving: Story = { args: { isSaving: true } };

export const SaveFailed: Story = {
  args: { failure: 'The title is already used by another of your items.', failureTitle: 'The item was not created' },
};
