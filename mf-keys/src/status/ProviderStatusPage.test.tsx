import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { SAMPLE_VIEWER } from '../testing/fixtures';
import { providerStatus, statusMock, transfermarktDown } from '../testing/providerStatusFixtures';
import { ProviderStatusPage } from './ProviderStatusPage';
import { ProviderStatusQuery } from './providerStatus';

type Mocks = NonNullable<Parameters<typeof renderRemote>[1]>['mocks'];

const renderPage = (mocks: Mocks) =>
  renderRemote(<ProviderStatusPage search={{}} shell={testShell({ viewer: SAMPLE_VIEWER })} />, {
    mocks,
    path: '/status',
  });

const rowOf = async (name: RegExp) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('Provider status page', () => {
  it('shows each provider operational with its failed calls, p95 latency and calls over 5 minutes and the hour', async () => {
    renderPage([statusMock()]);
    const row = within(await rowOf(/Live scores/));
    expect(row.getByText('Operational')).toBeInTheDocument();
    expect(row.getByText('Circuit breaker closed')).toBeInTheDocument();
    expect(row.getByText('0% · 0.4%')).toBeInTheDocument();
    expect(row.getByText('120 ms · 200 ms')).toBeInTheDocument();
    expect(row.getByText('40 · 1,250')).toBeInTheDocument();
    expect(row.getByText('None in the last hour')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Transfers/ })).toBeInTheDocument();
    expect(screen.queryByText(/Degraded|Unavailable/)).not.toBeInTheDocument();
  });

  it('shows a provider whose breaker is open as unavailable, with its latest failure and why', async () => {
    renderPage([statusMock([providerStatus('flashscore'), transfermarktDown()])]);
    const row = within(await rowOf(/Transfers/));
    expect(row.getByText('Unavailable')).toBeInTheDocument();
    expect(row.getByText('Circuit breaker open')).toBeInTheDocument();
    expect(row.getByText('connection refused, 5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText(/Transfers \(transfermarkt\): its upstream is not answering/)).toBeInTheDocument();
  });

  it('says degraded when too many calls fail with the breaker closed, and how many servers hold an open breaker', async () => {
    renderPage([
      statusMock([
        providerStatus('flashscore', {
          isDegraded: true,
          fiveMinuteErrorRate: 0.35,
          lastFailureKind: 'timeout',
          lastFailureAt: new Date().toISOString(),
        }),
        providerStatus('transfermarkt', {
          breakerState: 'open',
          breakerOpenProcesses: 1,
          processes: 3,
          isDegraded: true,
        }),
      ]),
    ]);
    expect(within(await rowOf(/Live scores/)).getByText('Degraded')).toBeInTheDocument();
    expect(screen.getByText(/35% of its calls failed in the last 5 minutes/)).toBeInTheDocument();
    expect(within(await rowOf(/Transfers/)).getByText(/1 of 3 servers not closed/)).toBeInTheDocument();
  });

  it("says when the figures are one server's only, the shared store being unreadable", async () => {
    renderPage([
      statusMock([
        providerStatus('flashscore', { scope: 'process' }),
        providerStatus('transfermarkt', { scope: 'process' }),
      ]),
    ]);
    expect(await screen.findByText(/The figures are one server's only/)).toBeInTheDocument();
  });

  it('says when the status cannot be loaded, and offers to try again', async () => {
    renderPage([{ request: { query: ProviderStatusQuery }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByText('The provider status could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
