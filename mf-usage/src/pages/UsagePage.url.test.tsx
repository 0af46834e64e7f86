import { describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import type { Viewer } from '@touchline/shell-contract';
import { accountsMock, adminViewer, newRequests, ownViewer, usageMocks, type Requests } from '../testing/fixtures';
import { LocationSearch, UsageRoute } from '../testing/UsageRoute';

const STAGING = '0190a000-0000-7000-8000-0000000000b2';
const STRANGER = '0190a000-0000-7000-8000-0000000000ff';

function renderAt(
  path: string,
  { viewer = ownViewer, requests = newRequests() }: { viewer?: Viewer; requests?: Requests } = {},
) {
  const mocks = [...usageMocks({ requests }), accountsMock(requests)];
  return renderRemote(
    <>
      <UsageRoute shell={testShell({ viewer })} />
      <LocationSearch />
    </>,
    { mocks, path },
  );
}

const last = <T,>(list: T[]): T => {
  const item = list.at(-1);
  if (item === undefined) throw new Error('nothing was requested');
  return item;
};
const addressSearch = () => screen.getByTestId('location-search').textContent ?? '';
const windowButton = (name: string) => screen.getByRole('button', { name });

describe('/usage in the address', () => {
  it('shows the view a shared link names: window, interval and key', async () => {
    const requests = newRequests();
    renderAt(`/usage?window=1h&interval=minute&key=${STAGING}`, { requests });
    await screen.findByRole('group', { name: 'Calls' });
    expect(windowButton('1h')).toHaveAttribute('aria-pressed', 'true');
    expect(last(requests.page).window).toBe('1h');
    await waitFor(() => expect(last(requests.chart)).toMatchObject({ interval: 'minute', apiKeyId: STAGING }));
    expect(last(requests.statuses)).toMatchObject({ window: '1h', apiKeyId: STAGING });
    expect(screen.getByRole('combobox', { name: 'API key' })).toHaveValue(STAGING);
    expect(screen.getByRole('combobox', { name: 'Interval' })).toHaveValue('minute');
  });

  it('writes each choice into the address, so a reload shows the same view', async () => {
    renderAt('/usage');
    await screen.findByRole('group', { name: 'Calls' });
    expect(addressSearch()).toBe('');
    fireEvent.click(windowButton('7d'));
    fireEvent.change(screen.getByRole('combobox', { name: 'API key' }), { target: { value: STAGING } });
    await waitFor(() => expect(addressSearch()).toBe(`?window=7d&key=${STAGING}`));
    const reloaded = `/usage${addressSearch()}`;

    cleanup();
    const requests = newRequests();
    renderAt(reloaded, { requests });
    await screen.findByRole('group', { name: 'Calls' });
    expect(windowButton('7d')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(last(requests.chart)).toMatchObject({ interval: 'hour', apiKeyId: STAGING }));
    expect(last(requests.page).window).toBe('7d');
  });

  it('falls back to the defaults for values the API would not take', async () => {
    const requests = newRequests();
    renderAt('/usage?window=2h&interval=fortnight&key=not-a-key&account=all', { requests });
    await screen.findByRole('group', { name: 'Calls' });
    expect(windowButton('24h')).toHaveAttribute('aria-pressed', 'true');
    // A normal user cannot look at another account: the address's account is ignored.
    expect(requests.page.every((variables) => variables.window === '24h' && !variables.userId)).toBe(true);
    await waitFor(() => expect(last(requests.chart)).toMatchObject({ interval: 'hour' }));
    expect(last(requests.chart).apiKeyId).toBeUndefined();
  });

  it('uses the window’s own interval when the address asks for more points than the API serves', async () => {
    const requests = newRequests();
    renderAt('/usage?window=90d&interval=minute', { requests });
    await screen.findByRole('group', { name: 'Calls' });
    await waitFor(() => expect(last(requests.chart).interval).toBe('day'));
    expect(requests.chart.some((variables) => variables.interval === 'minute')).toBe(false);
  });

  it('shows every key for a key the account does not have, without ever asking for it', async () => {
    const requests = newRequests();
    renderAt(`/usage?key=${STRANGER}`, { requests });
    await screen.findByRole('group', { name: 'Calls' });
    await waitFor(() => expect(requests.chart.length).toBeGreaterThan(0));
    expect(screen.getByRole('combobox', { name: 'API key' })).toHaveValue('');
    expect([...requests.chart, ...requests.statuses].some((variables) => variables.apiKeyId === STRANGER)).toBe(false);
  });

  it('opens the account a superuser’s link names', async () => {
    const requests = newRequests();
    renderAt('/usage?account=all', { viewer: adminViewer, requests });
    await screen.findByRole('group', { name: 'Calls' });
    expect(last(requests.page).userId).toBe('all');
    expect(await screen.findByRole('combobox', { name: 'Account' })).toHaveValue('all');
  });

  it('puts a CSV download beside the chart and each table', async () => {
    renderAt('/usage');
    await screen.findByRole('table', { name: 'Calls by status' });
    for (const name of ['calls and errors', 'top endpoints', 'usage per key', 'calls by status'])
      expect(screen.getByRole('button', { name: `Download CSV of ${name}` })).toBeInTheDocument();
  });
});
