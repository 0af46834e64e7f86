import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Notice } from './Notice';
import { Stack } from './Stack';

const meta = {
  component: Notice,
  args: {
    tone: 'danger',
    role: 'alert',
    title: 'Google sign-in did not complete',
    children: 'Google sign-in was cancelled',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInFailure: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack gap={3}>
      <Notice tone="info" title="Bot check switched off">
        This server runs with BOT_CHECK_DISABLED for development, so no challenge is needed to sign up.
      </Notice>
      <Notice tone="success" title="Activation email sent">
        If ada@example.com is waiting for activation, a new link is on its way.
      </Notice>
      <Notice tone="warning">
        The bot check is unavailable right now, so sign-up is paused. Please try again later.
      </Notice>
      <Notice tone="danger" title="Google sign-in did not complete">
        Google sign-in was cancelled
      </Notice>
    </Stack>
  ),
};
