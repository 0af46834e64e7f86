import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { KeyIcon, PlusIcon } from './icons';

const meta = {
  component: EmptyState,
  args: {
    icon: <KeyIcon size={22} />,
    title: 'No API keys yet',
    description: 'Create a key to start calling the live-score and transfer endpoints.',
    action: (
      <Button>
        <PlusIcon /> Create API key
      </Button>
    ),
  },
  decorators: [(Story) => <Card style={{ maxWidth: 640 }}>{Story()}</Card>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoKeys: Story = {};

export const NotFound: Story = {
  args: {
    icon: undefined,
    title: 'Oops!',
    description: 'The page you are looking for was not found.',
    action: (
      <Button as="a" href="#/" variant="secondary">
        Go Back
      </Button>
    ),
  },
};
