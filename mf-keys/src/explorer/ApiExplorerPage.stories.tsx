import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { explorerPageMock, SAMPLE_SECRET, SAMPLE_VIEWER } from '../testing/fixtures';
import { apolloAnswering } from '@touchline/remote-devkit/testing/story-apollo';
import { storyShell } from '../testing/storyMocks';
import { keepOnlyKeysOf, rememberCreatedKey } from '../hooks/useKeysCreatedInThisTab';
import { ApiExplorerPage } from './ApiExplorerPage';

const meta = {
  component: ApiExplorerPage,
  parameters: { layout: 'padded', route: '/api-explorer' },
  args: { search: {}, shell: storyShell },
  decorators: [apolloAnswering([explorerPageMock()])],
} satisfies Meta<typeof ApiExplorerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first request: the catalog, the key field and the parameter form. */
export const LiveMatches: Story = {};

export const WithParameters: Story = { parameters: { route: '/api-explorer?endpoint=flashscore-standings' } };

/**
 * Below the lg breakpoint the catalog stacks above the form, folded behind a button that names
 * the chosen endpoint; it opens the list, and choosing an endpoint folds it again. (Opens at a
 * phone's width; at a desktop width the catalog sits beside the form with no button.)
 */
export const OnASmallScreen: Story = {
  parameters: { route: '/api-explorer?endpoint=transfermarkt-player-search' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** Right after creating a key in the same tab: it is offered by name and starts picked, never shown. */
export const WithKeyCreatedInThisTab: Story = {
  args: { shell: { ...storyShell, viewer: SAMPLE_VIEWER } },
  beforeEach: () => {
    rememberCreatedKey(
      SAMPLE_VIEWER.id,
      { id: 'story-key', name: 'Production server', prefix: SAMPLE_SECRET.slice(0, 11) },
      SAMPLE_SECRET,
    );
    return () => keepOnlyKeysOf(null);
  },
};
