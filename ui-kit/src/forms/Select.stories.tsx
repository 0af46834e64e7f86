import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from './Field';
import { Select } from './Select';

const meta = {
  component: Select,
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Window: Story = {
  render: () => (
    <Field label="Window">
      <Select defaultValue="7d">
        <option value="24h">Last 24 hours</option>
        <option value="7d">Last 7 days</option>
        <option value="30d">Last 30 days</option>
        <option value="90d">Last 90 days</option>
      </Select>
    </Field>
  ),
};
