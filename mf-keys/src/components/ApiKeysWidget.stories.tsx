import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ApiKeysWidget, ApiKeysWidgetQuery } from './ApiKeysWidget';
import { sampleApiKeys } from '../testing/fixtures';
import { apolloAnswering } from '@touchline/remote-devkit/testing/story-apollo';
import { storyShell } from '../testing/storyMocks';

const listing = (
  apiKeys: { id: string; isRevoked: boolean; expiresAt: string | null; isExpired: boolean }[],
  delay = 0,
) => ({
  request: { query: ApiKeysWidgetQuery },
  result: {
    data: {
      apiKeys: apiKeys.map(({ id, isRevoked, expiresAt, isExpired }) => ({
        __typename: 'ApiKey',
        id,
        isRevoked,
        expiresAt,
        isExpired,
      })),
    },
  },
  delay,
});

const meta = {
  component: ApiKeysWidget,
  args: { shell: storyShell },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ApiKeysWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithKeys: Story = {
  decorators: [apolloAnswering([listing(sampleApiKeys())])],
};

export const NoKeys: Story = {
  decorators: [apolloAnswering([listing([])])],
};

export const Loading: Story = {
  decorators: [apolloAnswering([listing([], Number.POSITIVE_INFINITY)])],
};
