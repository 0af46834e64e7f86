import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Stack } from './Stack';
import { Text } from './Text';

const meta = {
  component: Text,
  args: { children: 'Live scores refresh every few seconds; transfers are cached for hours.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted', 'danger', 'success'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack gap={2}>
      <Text>Default body text.</Text>
      <Text tone="muted">Muted secondary text.</Text>
      <Text tone="danger">Danger: the key could not be revoked.</Text>
      <Text tone="success">Success: 99.98% of requests served.</Text>
      <Text isMono size="sm">
        tl_live_8fK2…
      </Text>
    </Stack>
  ),
};
