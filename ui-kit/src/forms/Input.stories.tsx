import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input } from './Input';
import { Stack } from '@touchline/ui-kit';

const meta = {
  component: Input,
  args: { placeholder: 'jane@example.com', 'aria-label': 'Email' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack gap={3}>
      <Input aria-label="Empty" placeholder="Placeholder" />
      <Input aria-label="Filled" defaultValue="jane@example.com" />
      <Input aria-label="Invalid" defaultValue="jane@" aria-invalid />
      <Input aria-label="Disabled" defaultValue="Read only value" disabled />
    </Stack>
  ),
};
