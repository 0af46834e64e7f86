// The API explorer's catalog: what it lists and says of each endpoint, and how it folds, opens
// and is moved through on a narrow screen.
import { describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SAMPLE_VIEWER, sampleEndpoints } from '../testing/fixtures';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { catalogToggle, openCatalog, renderExplorer, fakeFetchForEachTest } from '../testing/explorerTestKit';
import { ApiExplorerPage, ApiExplorerPageQuery } from './ApiExplorerPage';

fakeFetchForEachTest();

describe('API explorer: the catalog', () => {
  it('lists the catalog from the bff and starts on live matches, with the request URL under the API base', async () => {
    await renderExplorer();
    const catalog = openCatalog();
    expect(within(catalog).getByRole('button', { name: /Live matches/ })).toHaveAttribute('aria-current', 'true');
    expect(within(catalog).getByRole('button', { name: /Search players/ })).toBeInTheDocument();
    expect(screen.getByText(/GET http:\/\/localhost(:\d+)?\/api\/flashscore\/football\/live/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/docs$/),
    );
  });

  it("shows what the bff says of the endpoint: what it returns, the plans that may call it and this deployment's cache lifetime", async () => {
    await renderExplorer('/api-explorer?endpoint=flashscore-standings');
    const facts = screen.getByText('Cached for').closest('dl')!;
    expect(within(facts).getByText('5 min')).toBeInTheDocument();
    expect(within(facts).getByText('free, pro, business')).toBeInTheDocument();
  });

  it('says up front, and on each endpoint, that the answers are sample data when the bff says so', async () => {
    await renderExplorer();
    expect(screen.getByText(/No data provider is configured on this deployment/)).toBeInTheDocument();
    expect(screen.getByText('sample, from the bundled sample upstream')).toBeInTheDocument();
  });

  it('says nothing of sample data where real providers answer, and names the endpoints that still serve it', async () => {
    await renderExplorer(
      '/api-explorer',
      sampleEndpoints.map((endpoint) => ({ ...endpoint, isSampleData: false })),
    );
    expect(screen.queryByText(/sample upstream/)).not.toBeInTheDocument();
    cleanup();
    await renderExplorer(
      '/api-explorer',
      sampleEndpoints.map((endpoint) => ({ ...endpoint, isSampleData: endpoint.provider === 'transfermarkt' })),
    );
    expect(screen.getByText(/Some providers are not configured on this deployment/)).toBeInTheDocument();
    expect(screen.queryByText('sample, from the bundled sample upstream')).not.toBeInTheDocument();
  });

  it('says when the catalog cannot be loaded, and offers to try again', async () => {
    renderRemote(<ApiExplorerPage search={{}} shell={testShell({ viewer: SAMPLE_VIEWER })} />, {
      mocks: [{ request: { query: ApiExplorerPageQuery }, error: new Error('Failed to fetch') }],
      path: '/api-explorer',
    });
    expect(await screen.findByText('The endpoint catalog could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it('is one Tab stop in the catalog, moved through with the arrow keys, Home and End, as each endpoint says', async () => {
    await renderExplorer();
    const items = within(openCatalog()).getAllByRole('button');
    expect(items.filter((item) => item.tabIndex === 0)).toEqual([items[0]]);
    // A screen reader hears how to move on, which a navigation's links do not usually offer.
    for (const item of items)
      expect(item).toHaveAccessibleDescription('Arrow keys move between the endpoints; Enter chooses one.');
    items[0]!.focus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, { key: 'End' });
    expect(items[items.length - 1]).toHaveFocus();
    fireEvent.keyDown(items[items.length - 1]!, { key: 'Home' });
    expect(items[0]).toHaveFocus();
  });

  it('takes the person to the form when an endpoint is chosen while the catalog sits above it', async () => {
    // jsdom lays nothing out, so the form counts as below the catalog, as on a narrow screen.
    await renderExplorer();
    fireEvent.click(within(openCatalog()).getByRole('button', { name: /Search players/ }));
    expect(await screen.findByRole('heading', { name: 'Search players' })).toHaveFocus();
  });

  it('folds the stacked catalog behind a button naming the chosen endpoint, which opens and closes it', async () => {
    await renderExplorer();
    const toggle = catalogToggle();
    expect(toggle).toHaveAccessibleName('Endpoint Live matches');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Endpoints' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Endpoints' }));

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('folds the catalog again once an endpoint is chosen, names it on the button and puts focus on its form', async () => {
    await renderExplorer();
    const catalog = openCatalog();
    // Keyboard: the roving tab stop still works inside the opened catalog.
    const current = within(catalog).getByRole('button', { name: /Live matches/ });
    current.focus();
    fireEvent.keyDown(current, { key: 'End' });
    const last = within(catalog).getAllByRole('button').at(-1)!;
    expect(last).toHaveFocus();
    fireEvent.click(last);

    const title = await screen.findByRole('heading', { level: 2, name: last.querySelector('span')!.textContent! });
    expect(title).toHaveFocus();
    expect(catalogToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(catalogToggle()).toHaveAccessibleName(`Endpoint ${title.textContent}`);
    expect(screen.queryByRole('navigation', { name: 'Endpoints' })).toBeNull();
  });
});
