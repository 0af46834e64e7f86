import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from '@touchline/ui-kit';
import { ApiKeyTable, ApiKeyTableSkeleton } from './ApiKeyTable';
import { sampleApiKeys } from './fixtures';

const meta = {
  component: ApiKeyTable,
  args: { apiKeys: sampleApiKeys(), onRevoke: () => {} },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof ApiKeyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A key that never expires, one that expires later, one expired (still revocable) and one revoked; a key never used says Never. */
export const WithKeys: Story = {};

export const OnlyRevoked: Story = { args: { apiKeys: sampleApiKeys().filter((apiKey) => apiKey.isRevoked) } };

export const Loading: Story = { render: () => <ApiKeyTableSkeleton /> };
