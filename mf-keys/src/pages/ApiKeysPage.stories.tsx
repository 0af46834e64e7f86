import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleApiKeys } from '../testing/fixtures';
import { apolloAnswering } from '@touchline/remote-devkit/testing/story-apollo';
import { storyShell } from '../testing/storyMocks';
import { ApiKeysPage, ApiKeysPageQuery } from './ApiKeysPage';

const listing = (apiKeys: unknown[], delay = 0) => ({
  request: { query: ApiKeysPageQuery },
  result: { data: { apiKeys } },
  delay,
});

const meta = {
  component: ApiKeysPage,
  parameters: { layout: 'padded', route: '/api-keys' },
  args: { search: {}, shell: storyShell },
} satisfies Meta<typeof ApiKeysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithKeys: Story = {
  decorators: [apolloAnswering([listing(sampleApiKeys())])],
};

/** A new account: what keys are for, a Create button and a curl call to copy. */
export const Empty: Story = {
  decorators: [apolloAnswering([listing([])])],
};

export const Loading: Story = {
  decorators: [apolloAnswering([listing([], Number.POSITIVE_INFINITY)])],
};

export const LoadError: Story = {
  decorators: [apolloAnswering([{ request: { query: ApiKeysPageQuery }, error: new Error('Failed to fetch') }])],
};
