// The API explorer's calls: what it asks before sending, what it shows and announces of the
// answer, the snippets, and the keys it may send.
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installClipboard, removeClipboard } from '../testing/clipboard';
import { OTHER_USER_ID, sampleApiKeys, SAMPLE_SECRET, SAMPLE_VIEWER } from '../testing/fixtures';
import {
  answerWith,
  callWithSampleKey,
  fetchMock,
  keyField,
  openCatalog,
  regionsSpeakingOf,
  renderExplorer,
  send,
  fakeFetchForEachTest,
} from '../testing/explorerTestKit';
import { rememberCreatedKey } from '../hooks/useKeysCreatedInThisTab';

fakeFetchForEachTest();

afterEach(removeClipboard);

describe('API explorer: calls', () => {
  it('asks for a key and valid parameters before sending anything', async () => {
    await renderExplorer('/api-explorer?endpoint=transfermarkt-player-profile');
    fireEvent.change(screen.getByRole('textbox', { name: /player_id/ }), { target: { value: 'abc' } });
    await send();
    expect(screen.getByText('Paste an API key')).toBeInTheDocument();
    expect(
      screen.getByText('Not a valid player_id: player id, as returned by the player search, for example 934467'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says at the key field that a key a browser cannot put in a header cannot be sent, instead of the browser exception', async () => {
    await renderExplorer('/api-explorer?endpoint=flashscore-live');
    fireEvent.change(keyField(), { target: { value: 'garbage key with spaces ✓' } });
    await send();
    expect(
      screen.getByText('This cannot be sent: it holds characters an HTTP header cannot carry'),
    ).toBeInTheDocument();
    expect(keyField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Failed to execute 'fetch'/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the request a response answers, so a new request refused before sending does not borrow it', async () => {
    await renderExplorer('/api-explorer?endpoint=flashscore-today');
    fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
    answerWith({ status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, body: '{}' });
    await send();
    const response = screen.getByRole('region', { name: 'Response' });
    expect(within(response).getByText('GET /api/flashscore/football/today?day=0')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /day/ }), { target: { value: '10' } });
    await send();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(within(response).getByText('GET /api/flashscore/football/today?day=0')).toBeInTheDocument();
  });

  it("names a rotated key's old secret as the key's own, and whether it still works", async () => {
    const OLD_SECRET = 'tl_0ldPr0d1dEf67890GhIj12345KlMn6789OpQrs';
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const [production, ...others] = sampleApiKeys();
    const rotated = { ...production!, previousPrefix: OLD_SECRET.slice(0, 11), previousSecretExpiresAt: until };
    await renderExplorer('/api-explorer', undefined, undefined, [rotated, ...others]);
    fireEvent.change(keyField(), { target: { value: OLD_SECRET } });
    expect(await screen.findByText(/Your key “Production server”, its old secret/)).toBeInTheDocument();
    expect(screen.getByText(/^Works until /)).toBeInTheDocument();
    expect(screen.queryByText(/Not one of your keys/)).toBeNull();
  });

  it('sends the key in X-API-Key and shows status, limits, cache and the JSON body', async () => {
    await renderExplorer('/api-explorer?endpoint=transfermarkt-player-search');
    fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
    expect(await screen.findByText(/Your key “Production server”/)).toBeInTheDocument();
    answerWith({
      status: 200,
      statusText: 'OK',
      headers: {
        'content-type': 'application/json',
        'x-ratelimit-limit': '100',
        'x-ratelimit-remaining': '97',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3 * 3600),
        'x-cache': 'MISS',
        'x-sample-data': 'true',
      },
      body: JSON.stringify({ query: 'Caruso', results: [{ id: '934467', name: 'Alessandro Caruso' }] }),
    });
    await send();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/transfermarkt\/players\/search\/Caruso$/);
    expect(init?.headers).toMatchObject({ 'X-API-Key': SAMPLE_SECRET });
    expect(init?.credentials).toBe('omit');

    const response = screen.getByRole('region', { name: 'Response' });
    expect(within(response).getByLabelText('Status 200')).toBeInTheDocument();
    const limits = within(response).getByLabelText('Rate limit');
    expect(within(limits).getByText('X-RateLimit-Remaining').nextElementSibling).toHaveTextContent('97');
    expect(within(limits).getByText('X-RateLimit-Reset').nextElementSibling).toHaveTextContent(
      /^\d\d:\d\d UTC, in 3 hours$/,
    );
    expect(within(response).getByText('Cache MISS')).toBeInTheDocument();
    expect(within(response).getByText('Sample data')).toBeInTheDocument();
    expect(within(response).getByText('"Alessandro Caruso"')).toBeInTheDocument();
    // Shown once: as the badge, not again as a tile.
    expect(within(response).queryByText('X-Cache')).toBeNull();
  });

  it("clears the previous endpoint's response once another endpoint is chosen", async () => {
    const response = await callWithSampleKey({
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      body: '[{"eventId":"ADLmeH3T"}]',
    });
    expect(within(response).getByLabelText('Status 200')).toBeInTheDocument();

    fireEvent.click(within(openCatalog()).getByRole('button', { name: /Search players/ }));
    expect(within(response).queryByLabelText('Status 200')).toBeNull();
    expect(within(response).getByText('No request sent yet')).toBeInTheDocument();
    expect(screen.queryByText(/200 OK in/)).toBeNull();
  });

  it('announces the outcome of a call to screen readers: status and time', async () => {
    await renderExplorer();
    fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
    answerWith({ status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, body: '[]' });
    await send();
    expect(screen.getByText(/^200 OK in \d+ ms$/)).toHaveAttribute('aria-live', 'polite');
  });

  it('announces a 429 once, in one live region saying the status and the advice together', async () => {
    await renderExplorer();
    fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
    answerWith({
      status: 429,
      statusText: 'Too Many Requests',
      headers: { 'retry-after': '1' },
      body: '{"detail":"Rate limit exceeded"}',
    });
    await send();
    const regions = regionsSpeakingOf(429, /Rate limit reached/);
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions[0]).toHaveTextContent(
      /^429 Too Many Requests in \d+ ms\. Rate limit reached for your account: retry in 1 s\./,
    );
    // Still shown under the status, for everyone.
    expect(
      within(screen.getByRole('region', { name: 'Response' })).getByText(/Rate limit reached for your account/),
    ).toBeInTheDocument();
  });

  it('announces a 401 once, its advice naming the API Keys screen that the shown hint links to', async () => {
    await renderExplorer();
    fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
    answerWith({
      status: 401,
      statusText: 'Unauthorized',
      headers: { 'x-cache': 'MISS' },
      body: '{"detail":"Invalid API key"}',
    });
    await send();
    const regions = regionsSpeakingOf(401, /The key is missing/);
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveTextContent(
      /^401 Unauthorized in \d+ ms\. The key is missing, .* create a new one on the API Keys screen\.$/,
    );
    expect(
      within(screen.getByRole('region', { name: 'Response' })).getByRole('link', { name: 'API Keys screen' }),
    ).toHaveAttribute('href', '/api-keys');
  });

  it('moves focus to the first field in error after an invalid Send', async () => {
    await renderExplorer('/api-explorer?endpoint=transfermarkt-player-profile');
    fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
    fireEvent.change(screen.getByRole('textbox', { name: /player_id/ }), { target: { value: 'abc' } });
    await send();
    expect(screen.getByRole('textbox', { name: /player_id/ })).toHaveFocus();
    fireEvent.change(keyField(), { target: { value: '' } });
    await send();
    expect(keyField()).toHaveFocus();
  });

  it('shows no cache status for a refusal Touchline made itself, and links the 401 advice to the API Keys screen', async () => {
    const response = await callWithSampleKey({
      status: 401,
      statusText: 'Unauthorized',
      headers: { 'x-cache': 'MISS' },
      body: '{"detail":"Invalid API key"}',
    });
    expect(within(response).queryByText(/Cache/)).toBeNull();
    expect(within(response).getByRole('link', { name: 'API Keys screen' })).toHaveAttribute('href', '/api-keys');
  });

  it('warns that a pasted key which has expired will get 401', async () => {
    await renderExplorer();
    const expired = sampleApiKeys().find((apiKey) => apiKey.name === 'Hackathon demo');
    fireEvent.change(keyField(), { target: { value: `${expired?.prefix}${'a'.repeat(30)}` } });
    expect(await screen.findByText(/Your key “Hackathon demo”/)).toBeInTheDocument();
    expect(screen.getByText('Expired: calls get 401')).toBeInTheDocument();
  });

  it('explains a 401', async () => {
    const response = await callWithSampleKey({
      status: 401,
      statusText: 'Unauthorized',
      headers: { 'x-cache': 'MISS' },
      body: '{"detail":"Invalid API key"}',
    });
    expect(within(response).getByLabelText('Status 401')).toBeInTheDocument();
    expect(within(response).getByText(/The key is missing, unknown, mistyped, revoked or expired/)).toBeInTheDocument();
    expect(screen.getByText('"Invalid API key"')).toBeInTheDocument();
  });

  it('offers the request as curl, fetch and Python requests, showing the pasted key masked as the key field does', async () => {
    await renderExplorer();
    fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
    const masked = `${SAMPLE_SECRET.slice(0, 11)}${'•'.repeat(SAMPLE_SECRET.length - 11)}`;
    expect(screen.getByText(new RegExp(`curl -H "X-API-Key: ${masked}"`))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Python requests' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`headers={"X-API-Key": "${masked}"}`);
    fireEvent.click(screen.getByRole('tab', { name: 'JavaScript fetch' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`headers: { "X-API-Key": "${masked}" }`);
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent(SAMPLE_SECRET);
  });

  it('copies the snippet with the real key, though it shows it masked', async () => {
    const writeText = installClipboard();
    await renderExplorer();
    fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy as curl' })));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`X-API-Key: ${SAMPLE_SECRET}`));
  });

  it('shows a pasted key masked in the MCP configuration too, and copies the configuration with the real key', async () => {
    const writeText = installClipboard();
    await renderExplorer();
    fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
    const masked = `${SAMPLE_SECRET.slice(0, 11)}${'•'.repeat(SAMPLE_SECRET.length - 11)}`;
    const agentCard = screen.getByRole('heading', { name: 'Connect an AI agent' }).closest('section') ?? document.body;
    expect(agentCard).toHaveTextContent(`"Authorization": "Bearer ${masked}"`);
    expect(document.body).not.toHaveTextContent(SAMPLE_SECRET);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy MCP configuration' })));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`"Authorization": "Bearer ${SAMPLE_SECRET}"`));
  });

  it('moves between snippet tabs with the arrow keys, Home and End', async () => {
    await renderExplorer();
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('curl').focus();
    fireEvent.keyDown(tab('curl'), { key: 'End' });
    expect(tab('Python requests')).toHaveFocus();
    expect(tab('Python requests')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Python requests'), { key: 'Home' });
    expect(tab('curl')).toHaveFocus();
    fireEvent.keyDown(tab('curl'), { key: 'ArrowLeft' });
    expect(tab('Python requests')).toHaveAttribute('aria-selected', 'true');
  });
  describe('with a key created in this tab', () => {
    const created = {
      id: '6f1d2c3b-0000-4000-8000-000000000009',
      name: 'Fresh key',
      prefix: SAMPLE_SECRET.slice(0, 11),
    };
    const createdKeyPicker = () => screen.getByRole('combobox', { name: 'Key created in this tab' });

    it('offers it by name, already picked, and sends it without ever putting it on the page', async () => {
      rememberCreatedKey(SAMPLE_VIEWER.id, created, SAMPLE_SECRET);
      await renderExplorer();
      expect(createdKeyPicker()).toHaveDisplayValue(`Fresh key (${SAMPLE_SECRET.slice(0, 11)}…)`);
      expect(screen.queryByLabelText(/API key/)).toBeNull();

      answerWith({ status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, body: '[]' });
      await send();
      expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'X-API-Key': SAMPLE_SECRET });
      expect(screen.getByLabelText('Status 200')).toBeInTheDocument();
      // Shown once, at creation: not in the field, the option values or the snippets.
      expect(document.body.innerHTML).not.toContain(SAMPLE_SECRET);
      expect(screen.getByText(/curl -H "X-API-Key: <your key>"/)).toBeInTheDocument();
    });

    it('goes back to a pasted key when "None: paste a key" is chosen', async () => {
      rememberCreatedKey(SAMPLE_VIEWER.id, created, SAMPLE_SECRET);
      await renderExplorer();
      fireEvent.change(createdKeyPicker(), { target: { value: '' } });
      await send();
      expect(screen.getByText('Pick a key or paste one')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();

      const pasted = 'tl_x9Yz0Qw7dEf67890GhIj12345KlMn6789OpQrs';
      fireEvent.change(keyField(), { target: { value: pasted } });
      answerWith({ status: 200, headers: {}, body: '[]' });
      await send();
      expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'X-API-Key': pasted });
    });

    it('never offers or sends a key that another user created in this tab', async () => {
      rememberCreatedKey(OTHER_USER_ID, created, SAMPLE_SECRET);
      await renderExplorer();
      expect(screen.queryByRole('combobox', { name: 'Key created in this tab' })).toBeNull();
      await send();
      expect(screen.getByText('Paste an API key')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
