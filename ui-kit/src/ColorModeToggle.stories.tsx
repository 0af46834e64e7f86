import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ColorModeToggle } from './ColorModeToggle';

const meta = {
  component: ColorModeToggle,
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
