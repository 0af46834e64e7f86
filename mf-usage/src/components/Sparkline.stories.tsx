import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Sparkline } from './Sparkline';

const meta = {
  component: Sparkline,
  args: { values: [0, 0, 4, 9, 12, 7, 3, 0, 0, 2, 6, 14, 22, 18, 11, 9, 8, 13, 17, 21, 15, 6, 3, 5] },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trend: Story = {};

export const Flat: Story = { args: { values: Array(24).fill(0) } };
