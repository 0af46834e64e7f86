import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RotateApiKeyDialog } from './RotateApiKeyDialog';

const meta = {
  component: RotateApiKeyDialog,
  parameters: { layout: 'fullscreen' },
  // The dialog lives in a portal; the wrapper keeps the story's root from looking empty.
  decorators: [(Story) => <div>{Story()}</div>],
  args: { name: 'Production server', isRotating: false, onCancel: () => {}, onRotate: () => {} },
} satisfies Meta<typeof RotateApiKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseGracePeriod: Story = {};

export const Rotating: Story = { args: { isRotating: true } };

/** The rotation failed: the reason inside the dialog, which stays open to try again. */
export const Failed: Story = { args: { error: 'Failed to fetch' } };
