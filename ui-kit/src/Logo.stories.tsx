import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Logo } from './Logo';
import { Inline } from './Stack';

const meta = {
  component: Logo,
  args: { size: 32, variant: 'full' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Sizes: Story = {
  render: () => (
    <Inline gap={6}>
      <Logo size={40} />
      <Logo size={28} />
      <Logo size={20} />
      <Logo size={32} variant="mark" />
    </Inline>
  ),
};
