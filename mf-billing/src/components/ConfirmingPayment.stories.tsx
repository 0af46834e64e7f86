import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConfirmingPayment } from './ConfirmingPayment';

const meta = {
  component: ConfirmingPayment,
  args: { isSlow: false, onCheckAgain: () => undefined, onLeave: () => undefined },
} satisfies Meta<typeof ConfirmingPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

/** Stripe has not confirmed after the screen's bounded wait. */
export const NotConfirmedYet: Story = { args: { isSlow: true } };
