import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RenameApiKeyDialog } from './RenameApiKeyDialog';

const meta = {
  component: RenameApiKeyDialog,
  parameters: { layout: 'fullscreen' },
  // The dialog lives in a portal; the wrapper keeps the story's root from looking empty.
  decorators: [(Story) => <div>{Story()}</div>],
  args: { name: 'Production server', isRenaming: false, onCancel: () => {}, onRename: () => {} },
} satisfies Meta<typeof RenameApiKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rename: Story = {};

/** The rename failed: the reason inside the dialog, which keeps what was typed. */
export const Failed: Story = { args: { error: 'Failed to fetch' } };
