import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Checkbox } from './Checkbox';
import { Stack } from '@touchline/ui-kit';

const meta = {
  component: Checkbox,
  args: { label: 'Is superuser?' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack gap={3}>
      <Checkbox label="Is active?" defaultChecked />
      <Checkbox label="Is superuser?" />
      <Checkbox label="Disabled" disabled />
    </Stack>
  ),
};
