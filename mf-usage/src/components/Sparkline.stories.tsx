import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { QuotaBar } from './QuotaBar';
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

/** The quota bar the widget shows under the line: blue, amber from 80 %, red when used up. */
export const QuotaBars: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <QuotaBar used={42} limit={100} label="42 %" />
      <QuotaBar used={85} limit={100} label="85 %" />
      <QuotaBar used={100} limit={100} label="100 %" />
    </div>
  ),
};
