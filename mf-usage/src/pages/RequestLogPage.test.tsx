import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import type { Viewer } from '@touchline/shell-contract';
import { accountsMock, adminViewer, ownViewer, requestLogRow as row } from '../testing/fixtures';
import { RequestLogPage, RequestLogQuery } from './RequestLogPage';
import { LocationSearch, RequestLogRoute } from '../testing/UsageRoute';

type Variables = Record<string, unknown>;

const KEYS = [
  {
    id: '0190a000-0000-7000-8000-0000000000c1',
    name: 'Production server',
    prefix: 'tl_AbC12345',
    isRevoked: false,
    isExpired: false,
  },
  {
    id: '0190a000-0000-7000-8000-0000000000c2',
    name: 'Production server',
    prefix: 'tl_x9Yz0Qw7',
    isRevoked: false,
    isExpired: false,
  },
  {
    id: '0190a000-0000-7000-8000-0000000000c3',
    name: 'Leaked in a gist',
    prefix: 'tl_Lk4Gist0',
    isRevoked: true,
    isExpired: false,
  },
].map((key) => ({ __typename: 'KeyUsage' as const, ...key }));

const ALL = [row(1), row(2, { status: 503, cacheStatus: 'NONE' }), row(3), row(4, { status: 404 })];

/** Answers every request log query from ALL, filtered and paged (2 rows a page) as the API does; records the variables. */
function logMocks(asked: Variables[]) {
  return [
    {
      request: { query: RequestLogQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: Variables) => {
        asked.push(variables);
        if (variables.dateFrom && variables.dateTo && String(variables.dateFrom) > String(variables.dateTo))
          return {
            errors: [
              { message: 'date_from must not be after date_to', extensions: { code: 'BAD_USER_INPUT', status: 422 } },
            ],
          };
        let rows = ALL.filter((r) => !variables.requestId || r.requestId === variables.requestId);
        if (variables.statusClass) rows = rows.filter((r) => `${String(r.status)[0]}xx` === variables.statusClass);
        const start = variables.cursor ? Number(variables.cursor) : 0;
        const page = rows.slice(start, start + 2);
        return {
          data: {
            usageRequestLog: {
              __typename: 'RequestLogPage',
              nextCursor: start + 2 < rows.length ? String(start + 2) : null,
              data: page,
            },
            usageKeys: {
              __typename: 'UsageKeys',
              data: KEYS,
            },
          },
        };
      },
    },
  ];
}

/** The log at `address`, its search parsed from the address on every change as the shell does. */
function renderLogAt(address: string, viewer: Viewer = ownViewer) {
  const asked: Variables[] = [];
  renderRemote(
    <>
      <RequestLogRoute shell={testShell({ viewer })} />
      <LocationSearch />
    </>,
    { mocks: [...logMocks(asked), accountsMock()], path: address },
  );
  return asked;
}

function renderLog(requestId?: string, viewer: Viewer = ownViewer) {
  return renderLogAt(requestId ? `/usage/requests?request_id=${requestId}` : '/usage/requests', viewer);
}

const addressSearch = () => screen.getByTestId('location-search').textContent ?? '';

const shownIds = () =>
  within(screen.getByRole('table', { name: 'Request log' }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell').at(-1)!.textContent);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RequestLogPage', () => {
  it('shows the newest calls first, each with its key, method and path as called, status and request id', async () => {
    renderLog();
    expect(await screen.findByText('GET /api/transfermarkt/players/1/profile')).toBeInTheDocument();
    expect(shownIds()).toEqual([ALL[0]!.requestId, ALL[1]!.requestId]);
    const second = screen.getAllByRole('row')[2]!;
    expect(within(second).getByText('503')).toBeInTheDocument();
    expect(within(second).getByText('Production server')).toBeInTheDocument();
  });

  it('names the keys in its key picker as the usage screen does: a revoked one marked, two of one name told apart', async () => {
    renderLog();
    const key = await screen.findByRole('combobox', { name: 'API key' });
    await waitFor(() =>
      expect(
        within(key)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'All keys',
        'Production server (tl_AbC12345…)',
        'Production server (tl_x9Yz0Qw7…)',
        'Leaked in a gist (revoked)',
      ]),
    );
  });

  it('asks the API for the chosen status class and shows what it answers', async () => {
    const asked = renderLog();
    await screen.findByText('GET /api/transfermarkt/players/1/profile');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '5xx' } });
    await waitFor(() => expect(shownIds()).toEqual([ALL[1]!.requestId]));
    expect(asked.at(-1)).toMatchObject({ statusClass: '5xx', limit: 50 });
  });

  it('says at the dates that From is after To, asking nothing and leaving no rows of the last filters on screen', async () => {
    const asked = renderLog();
    await screen.findByText('GET /api/transfermarkt/players/1/profile');
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2030-03-15T09:00' } });
    await waitFor(() => expect(asked.at(-1)?.dateFrom).toBeTruthy());
    const sent = asked.length;
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2030-03-15T08:00' } });
    expect(await screen.findByText('To must not be before From')).toBeInTheDocument();
    expect(screen.getByLabelText('To (UTC)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: 'Request log' })).toBeNull();
    // Not a failure to load, with a Try again that could only fail again.
    expect(screen.queryByText('The request log could not be loaded')).toBeNull();
    expect(asked.length).toBe(sent);
  });

  it('pages to older calls by the cursor and back to newer ones, keeping the focus on the button pressed at either end', async () => {
    const asked = renderLog();
    await screen.findByText('GET /api/transfermarkt/players/1/profile');
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveAttribute('aria-disabled', 'true');
    const older = screen.getByRole('button', { name: 'Older' });
    older.focus();
    fireEvent.click(older);
    await waitFor(() => expect(shownIds()).toEqual([ALL[2]!.requestId, ALL[3]!.requestId]));
    expect(asked.at(-1)).toMatchObject({ cursor: '2' });
    // At the end: said (aria-disabled), pressing does nothing, and the focus stays (a disabled
    // button would drop it to <body>).
    expect(older).toHaveAttribute('aria-disabled', 'true');
    expect(older).not.toBeDisabled();
    expect(older).toHaveFocus();
    const askedAtTheEnd = asked.length;
    fireEvent.click(older);
    expect(asked).toHaveLength(askedAtTheEnd);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(shownIds()).toEqual([ALL[0]!.requestId, ALL[1]!.requestId]));
  });

  it('opens the call of a request id from the address, marked in the table', async () => {
    const asked = renderLog(ALL[3]!.requestId);
    await waitFor(() => expect(shownIds()).toEqual([ALL[3]!.requestId]));
    expect(asked[0]).toMatchObject({ requestId: ALL[3]!.requestId });
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByLabelText('Request id')).toHaveValue(ALL[3]!.requestId);
  });

  it('says so when a searched request id names no call', async () => {
    renderLog();
    await screen.findByText('GET /api/transfermarkt/players/1/profile');
    fireEvent.change(screen.getByLabelText('Request id'), { target: { value: 'nothing-like-it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No call with this request id')).toBeInTheDocument();
  });

  it('downloads the CSV export of the chosen filters with the session token', async () => {
    renderLog();
    await screen.findByText('GET /api/transfermarkt/players/1/profile');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '4xx' } });
    window.localStorage.setItem('access_token', 'the-token');
    const graphqlFetch = globalThis.fetch;
    const fetched: { url: string; init?: RequestInit }[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/usage/requests/export')) return graphqlFetch(input, init);
      fetched.push({ url: String(input), init });
      // jsdom has no Response: the part of one the download reads.
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-disposition': 'attachment; filename="request-log-2030-03-15.csv"' }),
        blob: async () => new Blob(['occurred_at,request_id\n']),
      } as unknown as Response;
    }) as typeof fetch;
    URL.createObjectURL = () => 'blob:request-log';
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['request-log-2030-03-15.csv']));
    expect(fetched[0]!.url).toBe('/api/usage/requests/export?status_class=4xx');
    expect(fetched[0]!.init?.headers).toEqual({ Authorization: 'Bearer the-token' });
    globalThis.fetch = graphqlFetch;
  });

  it("lets a superuser read another account's log, one account at a time", async () => {
    const asked = renderLog(undefined, adminViewer);
    await screen.findByText('GET /api/transfermarkt/players/1/profile');
    const picker = await screen.findByRole('combobox', { name: 'Account' });
    expect(within(picker).queryByRole('option', { name: 'Whole platform' })).not.toBeInTheDocument();
    const other = await within(picker).findByRole('option', { name: 'ops@example.com' });
    fireEvent.change(picker, { target: { value: other.getAttribute('value') } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ userId: other.getAttribute('value') }));
  });

  it('offers a normal user no account picker', async () => {
    renderLog();
    await screen.findByText('GET /api/transfermarkt/players/1/profile');
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('asks again while the call of a request id minted a moment ago is not metered yet', async () => {
    // A UUID v7 of now: the call it names may reach the log a second after its answer.
    const fresh = `${Date.now()
      .toString(16)
      .padStart(12, '0')
      .replace(/^(.{8})/, '$1-')}-7000-8000-000000000009`;
    let asked = 0;
    renderRemote(<RequestLogPage search={{ requestId: fresh }} shell={testShell({ viewer: ownViewer })} />, {
      mocks: [
        {
          request: { query: RequestLogQuery, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: () => {
            asked += 1;
            const data = asked === 1 ? [] : [row(9, { requestId: fresh })];
            return {
              data: {
                usageRequestLog: { __typename: 'RequestLogPage', nextCursor: null, data },
                usageKeys: { __typename: 'UsageKeys', data: [] },
              },
            };
          },
        },
      ],
      path: '/usage/requests',
    });
    expect(await screen.findByText('No call with this request id')).toBeInTheDocument();
    await waitFor(() => expect(shownIds()).toEqual([fresh]), { timeout: 3_000 });
    expect(asked).toBe(2);
  });
});

describe('the request log in the address', () => {
  const KEY = KEYS[1]!.id;

  it('writes each filter into the address, so a reload or a shared link shows the same calls', async () => {
    renderLog();
    await screen.findByText('GET /api/transfermarkt/players/1/profile');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '5xx' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'API key' }), { target: { value: KEY } });
    fireEvent.change(screen.getByLabelText('Endpoint'), { target: { value: ' /football/live ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2030-03-15T08:00' } });
    await waitFor(() =>
      expect(addressSearch()).toBe(`?key=${KEY}&endpoint=%2Ffootball%2Flive&status=5xx&from=2030-03-15T08%3A00`),
    );
    const reloaded = `/usage/requests${addressSearch()}`;

    cleanup();
    const asked = renderLogAt(reloaded);
    await waitFor(() =>
      expect(asked[0]).toMatchObject({
        apiKeyId: KEY,
        endpoint: '/football/live',
        statusClass: '5xx',
        dateFrom: '2030-03-15T08:00Z',
      }),
    );
    expect(screen.getByLabelText('Status')).toHaveValue('5xx');
    expect(screen.getByLabelText('Endpoint')).toHaveValue('/football/live');
    expect(screen.getByLabelText('From (UTC)')).toHaveValue('2030-03-15T08:00');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'API key' })).toHaveValue(KEY));
  });

  it('empties the address when the filters are cleared', async () => {
    renderLogAt(`/usage/requests?status=4xx&key=${KEY}`);
    await screen.findByRole('table', { name: 'Request log' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(addressSearch()).toBe(''));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('reads a value the API would refuse in a shared link as no filter, not as a failure', async () => {
    const asked = renderLogAt('/usage/requests?status=6xx&cache=WARM&key=not-a-key&from=yesterday&to=2030-13');
    await screen.findByRole('table', { name: 'Request log' });
    const variables = asked[0]!;
    for (const name of ['statusClass', 'cacheStatus', 'apiKeyId', 'dateFrom', 'dateTo'])
      expect(variables[name]).toBeUndefined();
  });

  it("opens no other account's log for a normal user whose address names one", async () => {
    const asked = renderLogAt(`/usage/requests?account=${adminViewer.id}`);
    await screen.findByRole('table', { name: 'Request log' });
    expect(asked[0]!.userId).toBeUndefined();
  });

  it('starts on the first page when the filters change after paging', async () => {
    const asked = renderLog();
    await screen.findByText('GET /api/transfermarkt/players/1/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ cursor: '2' }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2xx' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ statusClass: '2xx' }));
    expect(asked.at(-1)!.cursor).toBeUndefined();
  });
});
