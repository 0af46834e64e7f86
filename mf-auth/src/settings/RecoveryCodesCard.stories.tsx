import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RecoveryCodesCard } from './RecoveryCodesCard';

const meta = {
  component: RecoveryCodesCard,
  args: {
    codes: [
      'k7m2p-qx9rt',
      'a3bcd-efg4h',
      'zz8nm-p2q3r',
      'hj6kl-mn7pq',
      'rs2tu-vw3xy',
      'b4c5d-e6f7g',
      'n8p9q-r2s3t',
      'u4v5w-x6y7z',
      'c2d3e-f4g5h',
      'j6k7m-n8p9q',
    ],
    onDone: () => undefined,
  },
} satisfies Meta<typeof RecoveryCodesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
