import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './Badge';
import { Inline, Stack } from './Stack';

const meta = {
  component: Badge,
  args: { children: 'Active', tone: 'success', withDot: true },
  argTypes: { tone: { control: 'select', options: ['neutral', 'success', 'warning', 'danger', 'info', 'primary'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack gap={3}>
      <Inline gap={2} wrap>
        <Badge tone="neutral">Revoked</Badge>
        <Badge tone="success">Active</Badge>
        <Badge tone="warning">Past due</Badge>
        <Badge tone="danger">Failed</Badge>
        <Badge tone="info">Trial</Badge>
        <Badge tone="primary">Superuser</Badge>
      </Inline>
      <Inline gap={2} wrap>
        <Badge tone="neutral" withDot>
          Idle
        </Badge>
        <Badge tone="success" withDot>
          Live
        </Badge>
        <Badge tone="warning" withDot>
          Degraded
        </Badge>
        <Badge tone="danger" withDot>
          Down
        </Badge>
        <Badge tone="info" withDot>
          Cached
        </Badge>
      </Inline>
    </Stack>
  ),
};
