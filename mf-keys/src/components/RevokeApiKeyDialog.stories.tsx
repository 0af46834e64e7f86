import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';

const meta = {
  component: RevokeApiKeyDialog,
  parameters: { layout: 'fullscreen' },
  // The dialog lives in a portal; the wrapper keeps the story's root from looking empty.
  decorators: [(Story) => <div>{Story()}</div>],
  args: { name: 'Production server', isRevoking: false, onCancel: () => {}, onConfirm: () => {} },
} satisfies Meta<typeof RevokeApiKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

export const Revoking: Story = { args: { isRevoking: true } };

/** The revocation failed: the reason inside the confirmation, which stays open to try again. */
export const Failed: Story = { args: { error: 'Failed to fetch' } };
