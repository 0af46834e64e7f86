import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Heading } from './Heading';
import { Stack } from './Stack';
import { Text } from './Text';

const meta = {
  component: Heading,
  args: { level: 1, children: 'API keys' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Scale: Story = {
  render: () => (
    <Stack gap={4}>
      <Heading level={1}>Usage overview</Heading>
      <Heading level={2}>Requests by endpoint</Heading>
      <Heading level={3}>Live scores</Heading>
      <Heading level={4}>Cache hit rate</Heading>
      <Text tone="muted">Body text is 0.875rem on a 16px base.</Text>
    </Stack>
  ),
};

export const PageHeader: Story = {
  render: () => (
    <Stack gap={1}>
      <Heading level={1}>API keys</Heading>
      <Text tone="muted">Keys authenticate your calls to the data endpoints. Keep them secret.</Text>
    </Stack>
  ),
};
