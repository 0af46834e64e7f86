import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { currentUserMock, renderShell } from '../testing/renderShell';
import { QuotaAlertsQuery } from './QuotaAlertBanner';

const ada = currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
const IN_FIVE_HOURS = new Date(Date.now() + 5 * 3600_000).toISOString();
const quotaAlerts = (usedToday: number, thresholdPercent: number | null) => ({
  request: { query: QuotaAlertsQuery },
  result: {
    data: {
      quotaAlerts: {
        __typename: 'QuotaAlertState' as const,
        quota: 1000,
        usedToday,
        thresholdPercent,
        resetsAt: IN_FIVE_HOURS,
        isMailEnabled: false,
      },
    },
  },
});

async function renderDashboard(mock: unknown) {
  await renderShell({ path: '/', token: 't', mocks: [ada, mock as never] });
  await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ });
}

describe('the quota banner', () => {
  it('shows at 80% of the quota, with the reset in UTC as every screen names it and a link to billing, even with the e-mails off', async () => {
    await renderDashboard(quotaAlerts(800, 80));
    const title = await screen.findByText("You have used 80% of today's API quota");
    const banner = title.closest<HTMLElement>('[role="status"]')!;
    expect(banner).toHaveTextContent('800 of 1,000 calls today.');
    expect(banner).toHaveTextContent(/until it resets at \d\d:\d\d UTC, in 5 hours\./);
    expect(within(banner).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/billing');
  });

  it('heads the banner with the share used, as its figures say it: 90% for 900 of 1,000, not the 80% threshold passed', async () => {
    await renderDashboard(quotaAlerts(900, 80));
    const title = await screen.findByText("You have used 90% of today's API quota");
    expect(title.closest('[role="status"]')).toHaveTextContent('900 of 1,000 calls today.');
  });

  it('never rounds a quota not used up to 100%', async () => {
    await renderDashboard(quotaAlerts(999, 80));
    expect(await screen.findByText("You have used 99% of today's API quota")).toBeInTheDocument();
  });

  it('says the quota is used up at 100%', async () => {
    await renderDashboard(quotaAlerts(1000, 100));
    const banner = await screen.findByText("You have used all of today's API quota");
    expect(banner.closest('[role="status"]')).toHaveTextContent('Calls are refused until the quota resets at');
  });

  it('shows nothing below 80%', async () => {
    const { request, result } = quotaAlerts(799, null);
    const answered = jest.fn(() => result);
    await renderDashboard({ request, result: answered });
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByText(/of today's API quota/)).toBeNull();
  });
});
