import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Spinner } from './Spinner';
import { Inline } from './Stack';
import { Text } from './Text';

const meta = {
  component: Spinner,
  args: { size: 24, label: 'Loading usage' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Inline_: Story = {
  name: 'Next to text',
  render: () => (
    <Inline gap={2}>
      <Spinner />
      <Text tone="muted">Loading usage…</Text>
    </Inline>
  ),
};
