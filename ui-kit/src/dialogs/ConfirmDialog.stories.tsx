import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConfirmDialog } from './ConfirmDialog';
import { Text } from '@touchline/ui-kit';

const meta = {
  component: ConfirmDialog,
  parameters: { layout: 'centered' },
  args: {
    title: 'Revoke “Production”?',
    description: 'Requests with this key will be refused with 401 within a second. This cannot be undone.',
    confirmLabel: 'Revoke key',
    onConfirm: () => {},
    onCancel: () => {},
  },
  // The dialog renders in a portal; the page behind it is what a person sees dimmed.
  render: (args) => (
    <>
      <Text>API keys</Text>
      <ConfirmDialog {...args} />
    </>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Busy: Story = { args: { isBusy: true } };

/** The action failed: the reason is shown (and announced) inside, and the dialog stays open to try again. */
export const Failed: Story = { args: { error: 'Failed to fetch' } };
