import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { QuotaBar } from './QuotaBar';

const meta = {
  component: QuotaBar,
  args: { used: 42, limit: 100, label: "Today's quota used" },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof QuotaBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Blue, amber from 80 %, red when used up. */
export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <QuotaBar used={42} limit={100} label="42 %" />
      <QuotaBar used={85} limit={100} label="85 %" />
      <QuotaBar used={100} limit={100} label="100 %" />
    </div>
  ),
};
