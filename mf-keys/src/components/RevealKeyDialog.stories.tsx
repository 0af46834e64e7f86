import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SAMPLE_SECRET } from '../testing/fixtures';
import { RevealKeyDialog } from './RevealKeyDialog';

const meta = {
  component: RevealKeyDialog,
  parameters: { layout: 'fullscreen' },
  // The dialog lives in a portal; the wrapper keeps the story's root from looking empty.
  decorators: [(Story) => <div>{Story()}</div>],
  args: {
    name: 'Production server',
    secret: SAMPLE_SECRET,
    expiresAt: null,
    exampleUrl: 'http://localhost:8000/api/flashscore/football/live',
    onDismiss: () => {},
  },
} satisfies Meta<typeof RevealKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown once, right after creation: the key, Copy, and the warning that it will not be shown again. */
export const Revealed: Story = {};

/** A key created with an expiry: one more sentence says when it stops working. */
export const Expiring: Story = { args: { expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString() } };

/** A rotated key's new secret, with until when the old one keeps working. */
export const Rotated: Story = {
  args: { rotation: { previousSecretExpiresAt: new Date(Date.now() + 24 * 3600 * 1000).toISOString() } },
};
