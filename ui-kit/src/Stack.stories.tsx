import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './Badge';
import { Button } from './Button';
import { Inline, Stack } from './Stack';
import { Text } from './Text';

const meta = {
  component: Stack,
  args: { gap: 4 },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackAndInline: Story = {
  render: (args) => (
    <Stack {...args}>
      <Inline justify="between">
        <Text weight="semibold">Stack spaces rows; Inline spaces items in a row.</Text>
        <Badge tone="info">gap={String(args.gap)}</Badge>
      </Inline>
      <Inline gap={2} wrap>
        <Button size="sm">One</Button>
        <Button size="sm" variant="secondary">
          Two
        </Button>
        <Button size="sm" variant="ghost">
          Three
        </Button>
      </Inline>
      <Text tone="muted">The last row.</Text>
    </Stack>
  ),
};
