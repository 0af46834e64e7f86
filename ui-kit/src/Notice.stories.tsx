import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Notice } from './Notice';

const meta = {
  component: Notice,
  args: { tone: 'info', children: 'Answers on this deployment are sample data, from the bundled sample upstream.' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', children: 'Checkout complete. Your new plan applies as soon as the payment is confirmed.' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Checkout was cancelled. Nothing was charged and your plan is unchanged.' } };
