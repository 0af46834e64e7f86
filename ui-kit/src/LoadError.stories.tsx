import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from './Card';
import { LoadError } from './LoadError';

const meta = {
  component: LoadError,
  args: { title: 'Your keys could not be loaded', error: new Error('Failed to fetch'), onRetry: () => {} },
  decorators: [(Story) => <Card style={{ maxWidth: 640 }}>{Story()}</Card>],
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkFailure: Story = {};

/** A REST or GraphQL error shows its detail, as every error message of the product does. */
export const WithDetail: Story = {
  args: { title: 'The users could not be loaded', error: { detail: "The user doesn't have enough privileges" } },
};
