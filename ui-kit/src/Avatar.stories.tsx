import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Avatar } from './Avatar';
import { Inline } from './Stack';

const meta = {
  component: Avatar,
  args: { name: 'Jane Doe', size: 'md' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const Sizes: Story = {
  render: () => (
    <Inline gap={3}>
      <Avatar name="Jane Doe" size="sm" />
      <Avatar name="Jane Doe" size="md" />
      <Avatar name="Jane Doe" size="lg" />
      <Avatar name="sam@example.com" size="lg" />
      <Avatar size="lg" />
    </Inline>
  ),
};

export const BrokenImageFallsBack: Story = { args: { src: 'data:image/png;base64,broken', size: 'lg' } };
