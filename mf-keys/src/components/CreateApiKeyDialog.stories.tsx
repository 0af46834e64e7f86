import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

const meta = {
  component: CreateApiKeyDialog,
  parameters: { layout: 'fullscreen' },
  // The dialog lives in a portal; the wrapper keeps the story's root from looking empty.
  decorators: [(Story) => <div>{Story()}</div>],
  args: { isOpen: true, isCreating: false, onClose: () => {}, onCreate: () => {} },
} satisfies Meta<typeof CreateApiKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Named: Story = { args: { defaultName: 'Production server' } };

/** Below the name, when the key stops working by itself: Never by default. */
export const Expiring: Story = { args: { defaultName: 'Hackathon demo', defaultExpiresInDays: 30 } };

/** Over 100 characters: the counter turns red and the name is refused before any call. */
export const TooLong: Story = { args: { defaultName: 'A very long name '.repeat(7) } };

export const Creating: Story = { args: { defaultName: 'Production server', isCreating: true } };

/** The server refused or could not be reached: the reason above the form, which keeps what was typed. */
export const Failed: Story = { args: { defaultName: 'Production server', error: 'Failed to fetch' } };
