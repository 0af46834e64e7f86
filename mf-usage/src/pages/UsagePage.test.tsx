import type { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import type { Viewer } from '@touchline/shell-contract';
import { useState, type ComponentProps } from 'react';
import {
  accountsMock,
  adminViewer,
  emptySummary,
  newRequests,
  ownViewer,
  sampleKeys,
  sampleSummary,
  usageMocks,
  type Requests,
} from '../testing/fixtures';
import { UsageRoute } from '../testing/UsageRoute';
import { latestPlot } from '../testing/uplotStub';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function renderUsage({ viewer = ownViewer, mocks = usageMocks() }: { viewer?: Viewer | null; mocks?: Mocks } = {}) {
  return renderRemote(<UsageRoute shell={testShell({ viewer })} />, { mocks, path: '/usage' });
}

const kpi = (label: string) => screen.getByRole('group', { name: label });

// The shell's layout from md (768 px) up: a 15rem sidebar, and 2rem of padding each side of the content.
const REM_PX = 16;
const SIDEBAR_PX = 15 * REM_PX;
const CONTENT_PADDING_PX = 2 * 2 * REM_PX;
const GRID_GAP_PX = 1.25 * REM_PX;
const contentWidthAt = (windowWidth: number) => windowWidth - SIDEBAR_PX - CONTENT_PADDING_PX;

/**
 * jsdom lays nothing out, so this reads the stylesheet instead: the window width from which one of
 * the element's rules gives it grid columns (a @media query names a window width; a @container
 * query the width of the content area around it). 0 when there is no condition.
 */
function sideBySideFromWindowWidth(element: HTMLElement): number {
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
  const widths: number[] = [];
  for (const className of Array.from(element.classList)) {
    if (new RegExp(`(^|\\})\\.${className}\\{[^}]*grid-template-columns`).test(css)) widths.push(0);
    const conditional = new RegExp(
      `@(media|container)[^{]*min-width:\\s*([\\d.]+)(px|rem)\\)\\s*\\{\\.${className}\\{[^}]*grid-template-columns`,
      'g',
    );
    for (const [, kind, value, unit] of css.matchAll(conditional)) {
      const px = Number(value) * (unit === 'rem' ? REM_PX : 1);
      widths.push(kind === 'media' ? px : px + SIDEBAR_PX + CONTENT_PADDING_PX);
    }
  }
  if (widths.length === 0) throw new Error('no rule gives the element grid columns');
  return Math.min(...widths);
}
const last = <T,>(list: T[]) => {
  const item = list.at(-1);
  if (item === undefined) throw new Error('nothing was requested');
  return item;
};

async function loaded() {
  await screen.findByRole('group', { name: 'Calls' });
}

describe('/usage', () => {
  it('announces that usage is loading and shows skeletons meanwhile', () => {
    renderUsage({ mocks: usageMocks({ delay: 50 }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading usage');
    expect(screen.getByRole('region', { name: 'Key figures' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the window’s calls, error rate, p95 latency, cache-hit ratio and today’s quota in the cards', async () => {
    renderUsage();
    await loaded();
    expect(kpi('Calls')).toHaveTextContent('12,480');
    expect(kpi('Calls')).toHaveTextContent('12,168 successful · 121 rate-limited');
    expect(kpi('Error rate')).toHaveTextContent('2.5%');
    expect(kpi('Error rate')).toHaveTextContent('274 client errors (121 rate-limited) · 38 server errors');
    expect(kpi('p95 latency')).toHaveTextContent('120 ms');
    expect(kpi('p95 latency')).toHaveTextContent('Average 41 ms');
    expect(kpi('Cache hits')).toHaveTextContent('63%');
    const quota = kpi('Quota used today');
    expect(quota).toHaveTextContent('9,120/ 50,000');
    expect(quota).toHaveTextContent(/Pro plan · resets in \d+ (hours?|minutes?)/);
    const bar = within(quota).getByRole('progressbar', { name: 'Daily quota used' });
    expect(bar).toHaveAttribute('aria-valuenow', '9120');
    expect(bar).toHaveAttribute('aria-valuemax', '50000');
  });

  it('says there is no quota for the whole platform and shows dashes where there is nothing to measure', async () => {
    renderUsage({
      mocks: usageMocks({ summary: sampleSummary({ quota: null, p95LatencyMs: null, avgLatencyMs: null }) }),
    });
    await loaded();
    expect(kpi('Quota used today')).toHaveTextContent('no quota');
    expect(within(kpi('Quota used today')).queryByRole('progressbar')).toBeNull();
    expect(kpi('p95 latency')).toHaveTextContent('—');
  });

  it('lists the top endpoints and every key with its calls, errors, last use and a Revoked or Expired badge', async () => {
    renderUsage();
    const endpoints = await screen.findByRole('table', { name: 'Top endpoints' });
    // jsdom's accessible names put a space at each <wbr> (the path's line-break points); browsers do not.
    const live = within(endpoints).getByRole('row', { name: /football\s?\/live/ });
    expect(live).toHaveTextContent('/api/flashscore/football/live');
    expect(live).toHaveTextContent('6,210');
    expect(live).toHaveTextContent('0.5%');
    expect(live).toHaveTextContent('80 ms');

    const keys = screen.getByRole('table', { name: 'Usage per key' });
    const production = within(keys).getByRole('row', { name: /Production server/ });
    expect(production).toHaveTextContent('tl_AbC12345…');
    expect(production).toHaveTextContent('10,900');
    expect(production).toHaveTextContent('240');
    expect(within(production).getByText('2 minutes ago').tagName).toBe('TIME');
    expect(within(production).queryByText('Revoked')).toBeNull();
    expect(
      within(within(keys).getByRole('row', { name: /Leaked in a gist/ })).getByText('Revoked'),
    ).toBeInTheDocument();
    expect(within(within(keys).getByRole('row', { name: /Local development/ })).getByText('Never')).toBeInTheDocument();
    const expired = within(keys).getByRole('row', { name: /Hackathon demo/ });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(expired).toHaveTextContent('12');
    expect(within(production).queryByText('Expired')).toBeNull();
  });

  it('charts calls and errors with a text alternative, and shows a bucket’s figures on hover', async () => {
    renderUsage();
    const chart = await screen.findByRole('img', {
      name: /^Calls and errors per hour from .+ UTC to .+ UTC: [\d,]+ calls, [\d,]+ errors\. Busiest hour: /,
    });
    await waitFor(() => expect(latestPlot()).toBeDefined());
    const plot = latestPlot()!;
    const [times, calls, errors] = plot.data as [number[], number[], number[]];
    expect(times.length).toBeGreaterThanOrEqual(24);
    expect(calls.length).toBe(times.length);

    act(() => plot.hover(3));
    const tooltip = within(chart).getByTestId('chart-tooltip');
    expect(tooltip).toHaveTextContent(`Calls${calls[3]!.toLocaleString('en')}`);
    expect(tooltip).toHaveTextContent(`Errors${errors[3]!.toLocaleString('en')}`);
    act(() => plot.hover(null));
    expect(within(chart).queryByTestId('chart-tooltip')).toBeNull();

    fireEvent.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Calls and errors per hour' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('asks again for the chosen window, with the interval that suits it', async () => {
    const requests = newRequests();
    renderUsage({ mocks: usageMocks({ requests }) });
    await loaded();
    expect(last(requests.page).window).toBe('24h');
    expect(last(requests.chart).interval).toBe('hour');

    fireEvent.click(screen.getByRole('button', { name: '7d' }));
    expect(screen.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(last(requests.page).window).toBe('7d'));
    expect(screen.getByText(/Calls made with your API keys in the last 7 days\./)).toBeInTheDocument();
    const weekChart = last(requests.chart);
    expect(weekChart.interval).toBe('hour');
    const span = Date.parse(weekChart.dateTo) - Date.parse(weekChart.dateFrom);
    expect(span).toBeGreaterThan(167 * HOUR);
    expect(span).toBeLessThanOrEqual(168 * HOUR);

    fireEvent.click(screen.getByRole('button', { name: '90d' }));
    await waitFor(() => expect(last(requests.page).window).toBe('90d'));
    expect(last(requests.chart).interval).toBe('day');
    expect(new Date(last(requests.chart).dateFrom).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(Date.parse(last(requests.chart).dateTo) - Date.parse(last(requests.chart).dateFrom)).toBeGreaterThan(
      89 * DAY,
    );
  });

  it('asks again on every visit instead of showing the figures of the last one', async () => {
    let calls = 5;
    const requests = newRequests();
    function Visits() {
      const [isShown, setIsShown] = useState(true);
      return (
        <>
          <button onClick={() => setIsShown((shown) => !shown)}>Toggle</button>
          {isShown && <UsageRoute shell={testShell({ viewer: ownViewer })} />}
        </>
      );
    }
    renderRemote(<Visits />, { mocks: usageMocks({ requests, summary: () => sampleSummary({ calls: calls++ }) }) });
    await waitFor(() => expect(kpi('Calls')).toHaveTextContent(/^Calls5/));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await waitFor(() => expect(kpi('Calls')).toHaveTextContent(/^Calls6/));
    expect(requests.page).toHaveLength(2);
  });

  it('offers only intervals that stay within the API’s 1,500 buckets', async () => {
    const requests = newRequests();
    renderUsage({ mocks: usageMocks({ requests }) });
    await loaded();
    const interval = screen.getByRole('combobox', { name: 'Interval' });
    const option = (name: RegExp) => within(interval).getByRole('option', { name });
    expect(option(/minute/)).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: '7d' }));
    expect(option(/minute/)).toBeDisabled();
    expect(option(/hour/)).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: '90d' }));
    expect(option(/minute/)).toBeDisabled();
    expect(option(/hour/)).toBeDisabled();
    expect(interval).toHaveValue('day');

    fireEvent.click(screen.getByRole('button', { name: '24h' }));
    fireEvent.change(interval, { target: { value: 'minute' } });
    await waitFor(() => expect(last(requests.chart).interval).toBe('minute'));
    expect(
      requests.chart.every(({ dateFrom, dateTo, interval: unit }) => {
        const ms = { minute: 60_000, hour: HOUR, day: DAY }[unit];
        return Math.ceil((Date.parse(dateTo) - Math.floor(Date.parse(dateFrom) / ms) * ms) / ms) <= 1500;
      }),
    ).toBe(true);
  });

  it('tells two keys of the same name apart in the key picker by their first characters', async () => {
    const [production, staging] = sampleKeys();
    const twin = { ...staging!, name: production!.name };
    renderUsage({ mocks: usageMocks({ keys: [production!, twin] }) });
    await loaded();
    const key = screen.getByRole('combobox', { name: 'API key' });
    expect(within(key).getByRole('option', { name: 'Production server (tl_AbC12345…)' })).toBeInTheDocument();
    expect(within(key).getByRole('option', { name: 'Production server (tl_x9Yz0Qw7…)' })).toBeInTheDocument();
  });

  it('charts one key when it is chosen, without reloading the cards, and says the cards and top endpoints still count every key', async () => {
    const requests = newRequests();
    renderUsage({ mocks: usageMocks({ requests }) });
    await loaded();
    const pageRequests = requests.page.length;
    const key = screen.getByRole('combobox', { name: 'API key' });
    expect(within(key).getByRole('option', { name: 'Leaked in a gist (revoked)' })).toBeInTheDocument();
    expect(within(key).getByRole('option', { name: 'Hackathon demo (expired)' })).toBeInTheDocument();
    fireEvent.change(key, { target: { value: '0190a000-0000-7000-8000-0000000000b2' } });
    await waitFor(() => expect(last(requests.chart).apiKeyId).toBe('0190a000-0000-7000-8000-0000000000b2'));
    expect(screen.getByText(/only calls made with “Staging”/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /These figures and the top endpoints count every key; the chart and the calls by status show only “Staging”/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/The paths called most in .*, with every key\./)).toBeInTheDocument();
    expect(requests.page.length).toBe(pageRequests);
  });

  it('says under the p95 card that there were no calls to time, rather than what p95 means', async () => {
    renderUsage({ mocks: usageMocks({ summary: emptySummary(), endpoints: [] }) });
    await loaded();
    expect(kpi('p95 latency')).toHaveTextContent('No calls to time in this window');
    expect(kpi('p95 latency')).not.toHaveTextContent('95% of calls answer faster');
  });

  it('counts in the chart’s table the hours of the window the chart shows: 24 for the last 24 hours', async () => {
    renderUsage();
    await screen.findByRole('img', { name: /^Calls and errors per hour/ });
    await waitFor(() => expect(latestPlot()).toBeDefined());
    expect((latestPlot()!.data as number[][])[0]).toHaveLength(24);
    fireEvent.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Calls and errors per hour' });
    expect(table.querySelector('caption')).toHaveTextContent(/^\d+ of 24 hours had calls/);
  });

  it('puts Top endpoints and Usage per key side by side only where both have room: stacked at 1024 and 1100 px', async () => {
    renderUsage();
    const endpoints = await screen.findByRole('table', { name: 'Top endpoints' });
    const keys = screen.getByRole('table', { name: 'Usage per key' });
    let split = endpoints.parentElement!;
    while (!split.contains(keys)) split = split.parentElement!;

    const from = sideBySideFromWindowWidth(split);
    expect(from).toBeGreaterThan(1100);
    // Each table then gets the 520 px the wider of them needs (measured in Chromium).
    expect((contentWidthAt(from) - GRID_GAP_PX) / 2).toBeGreaterThanOrEqual(520);
  });

  it('points to the API keys screen when the window has no calls', async () => {
    renderUsage({ mocks: usageMocks({ summary: emptySummary(), endpoints: [] }) });
    expect(await screen.findByRole('heading', { name: 'No calls in the last 24 hours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to API keys' })).toHaveAttribute('href', '/api-keys');
    expect(kpi('Calls')).toHaveTextContent('0');
    expect(screen.queryByRole('img', { name: /Calls and errors/ })).toBeNull();
  });

  it('asks for a first key when the account has none', async () => {
    renderUsage({ mocks: usageMocks({ summary: emptySummary(), endpoints: [], keys: [] }) });
    // Right under the page's h1: a level-2 heading, not a skipped level (axe heading-order).
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Create an API key to see usage' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to API keys' })).toHaveAttribute('href', '/api-keys');
  });

  it('shows the server’s reason when usage cannot be loaded, and tries again on request', async () => {
    const requests = newRequests();
    renderUsage({
      mocks: usageMocks({
        requests,
        pageError: { message: 'Usage is resting', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Usage could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Usage is resting')).toBeInTheDocument();
    const before = requests.page.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests.page.length).toBeGreaterThan(before));
  });

  it('shows a refused time series (422) in the chart card with its detail', async () => {
    renderUsage({
      mocks: usageMocks({
        chartError: {
          message: 'Validation Error',
          extensions: {
            code: 'BAD_USER_INPUT',
            status: 422,
            detail: [{ msg: 'The range holds more than 1500 minute buckets' }],
          },
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'The chart could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The range holds more than 1500 minute buckets')).toBeInTheDocument();
    expect(kpi('Calls')).toHaveTextContent('12,480');
  });
});

describe('/usage for a superuser', () => {
  function renderAdmin(requests: Requests) {
    return renderUsage({ viewer: adminViewer, mocks: [...usageMocks({ requests }), accountsMock(requests)] });
  }

  it('offers a user picker with the whole platform, and asks for the chosen account’s usage', async () => {
    const requests = newRequests();
    renderAdmin(requests);
    const picker = await screen.findByRole('combobox', { name: 'Account' });
    expect(picker).toHaveValue('');
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'Dana Developer (dev@example.com)' })).toBeInTheDocument(),
    );
    expect(within(picker).getByRole('option', { name: 'ops@example.com' })).toBeInTheDocument();
    expect(within(picker).queryByRole('option', { name: /admin@example.com/ })).toBeNull();
    expect(last(requests.page).userId ?? null).toBeNull();

    fireEvent.change(picker, { target: { value: 'all' } });
    await waitFor(() => expect(last(requests.page).userId).toBe('all'));
    expect(last(requests.chart).userId).toBe('all');
    expect(screen.getByText(/Calls made with every account’s API keys/)).toBeInTheDocument();

    fireEvent.change(picker, { target: { value: '0190a000-0000-7000-8000-0000000000a2' } });
    await waitFor(() => expect(last(requests.page).userId).toBe('0190a000-0000-7000-8000-0000000000a2'));
  });

  it('charts another account over the window its cards are read for now, not the one the page opened with', async () => {
    const requests = newRequests();
    renderAdmin(requests);
    const picker = await screen.findByRole('combobox', { name: 'Account' });
    await loaded();
    const openedWith = Date.parse(last(requests.chart).dateTo);
    // The page has stayed open for four hours.
    const later = jest.spyOn(Date, 'now').mockReturnValue(openedWith + 4 * HOUR);
    try {
      fireEvent.change(picker, { target: { value: 'all' } });
      await waitFor(() => expect(last(requests.chart).userId).toBe('all'));
      expect(Date.parse(last(requests.chart).dateTo)).toBeGreaterThanOrEqual(openedWith + 4 * HOUR);
    } finally {
      later.mockRestore();
    }
  });
});

describe('/usage for a normal user', () => {
  it('has no user picker and never asks for the list of users', async () => {
    const requests = newRequests();
    renderUsage({ viewer: ownViewer, mocks: [...usageMocks({ requests }), accountsMock(requests)] });
    await loaded();
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
    expect(requests.accounts).toBe(0);
    expect(requests.page.every((variables) => variables.userId === undefined || variables.userId === null)).toBe(true);
  });
});
