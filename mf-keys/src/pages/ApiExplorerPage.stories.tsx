import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleApiKeys } from '../components/fixtures';
import { StoryApollo, storyShell } from '../components/storyMocks';
import { ApiExplorerPage, ApiExplorerPageQuery } from './ApiExplorerPage';

const listing = {
  request: { query: ApiExplorerPageQuery },
  result: { data: { apiKeys: sampleApiKeys().map(({ id, name, prefix, isRevoked }) => ({ __typename: 'ApiKey', id, name, prefix, isRevoked })) } },
};

const meta = {
  component: ApiExplorerPage,
  parameters: { layout: 'padded', route: '/api-explorer' },
  args: { search: {}, shell: storyShell },
  decorators: [(Story) => <StoryApollo mocks={[listing]}>{Story()}</StoryApollo>],
} satisfies Meta<typeof ApiExplorerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first request: the catalog, the key field and the parameter form. */
export const LiveMatches: Story = {};

export const WithParameters: Story = { parameters: { route: '/api-explorer?endpoint=flashscore-standings' } };
