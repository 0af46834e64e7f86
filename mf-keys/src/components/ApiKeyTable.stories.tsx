import { inCard } from '@touchline/remote-devkit/testing/story-layout';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ApiKeyTable, ApiKeyTableSkeleton } from './ApiKeyTable';
import { sampleApiKeys } from '../testing/fixtures';

const meta = {
  component: ApiKeyTable,
  args: { apiKeys: sampleApiKeys(), onRevoke: () => {} },
  decorators: [inCard],
} satisfies Meta<typeof ApiKeyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A key that never expires, one that expires later, one expired (still revocable) and one revoked; a key never used says Never. */
export const WithKeys: Story = {};

/** In a narrow card (a phone) each key is a small card: name, status and Revoke together, then the rest. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
};

/** Long names wrap between words; only a word too long for the column is broken. */
export const LongNames: Story = {
  args: {
    apiKeys: sampleApiKeys().map((apiKey, index) =>
      index === 0
        ? { ...apiKey, name: 'Journey planner production server in the Frankfurt region' }
        : index === 1
          ? { ...apiKey, name: 'x'.repeat(100) }
          : apiKey,
    ),
  },
};

export const OnlyRevoked: Story = { args: { apiKeys: sampleApiKeys().filter((apiKey) => apiKey.isRevoked) } };

export const Loading: Story = { render: () => <ApiKeyTableSkeleton /> };
