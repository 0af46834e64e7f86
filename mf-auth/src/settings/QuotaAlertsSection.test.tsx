import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { QuotaAlertSettingQuery, UpdateQuotaAlertSettingsMutation } from '../hooks/useQuotaAlertSetting';
import { QuotaAlertsSection } from './QuotaAlertsSection';

const state = (isMailEnabled: boolean) => ({
  __typename: 'QuotaAlertState' as const,
  quota: 100,
  usedToday: 12,
  thresholdPercent: null,
  resetsAt: '2026-11-28T00:00:00.000Z',
  isMailEnabled,
});
const reading = (isMailEnabled: boolean) => ({
  request: { query: QuotaAlertSettingQuery },
  result: { data: { quotaAlerts: state(isMailEnabled) } },
});
const box = () => screen.findByRole('checkbox', { name: 'E-mail me at 80% and 100% of my daily quota' });

/** The section with the e-mails on; turning them off is answered by `saved`, `delay` ms later. */
function renderTurningOff(saved: () => unknown, delay = 0) {
  renderRemote(<QuotaAlertsSection />, {
    mocks: [
      reading(true),
      {
        request: { query: UpdateQuotaAlertSettingsMutation, variables: { input: { isMailEnabled: false } } },
        result: saved as never,
        delay,
      },
    ],
  });
}

describe('quota alerts section', () => {
  it('shows the e-mails on for an account that never changed them', async () => {
    renderRemote(<QuotaAlertsSection />, { mocks: [reading(true)] });
    expect(await box()).toBeChecked();
    expect(screen.getByText(/The dashboard shows a banner either way/)).toBeInTheDocument();
  });

  it('turns the e-mails off when unticked, saved at once, and says so', async () => {
    const saved = jest.fn(() => ({ data: { updateQuotaAlertSettings: state(false) } }));
    renderTurningOff(saved);
    fireEvent.click(await box());
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(await screen.findByText('Quota alert e-mails are off.')).toBeInTheDocument();
    await waitFor(async () => expect(await box()).not.toBeChecked());
  });

  it('keeps the keyboard focus on the box while the change is saved, and takes no second change meanwhile', async () => {
    const saved = jest.fn(() => ({ data: { updateQuotaAlertSettings: state(false) } }));
    renderTurningOff(saved, 300);
    const checkbox = await box();
    checkbox.focus();
    fireEvent.click(checkbox);
    // A disabled box would drop the focus to <body>: it says it is busy instead.
    await waitFor(() => expect(checkbox).toHaveAttribute('aria-disabled', 'true'));
    expect(checkbox).not.toBeDisabled();
    expect(checkbox).toHaveFocus();
    fireEvent.click(checkbox);
    expect(await screen.findByText('Quota alert e-mails are off.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveFocus();
  });

  it('offers to try again when the setting cannot be read', async () => {
    renderRemote(<QuotaAlertsSection />, {
      mocks: [{ request: { query: QuotaAlertSettingQuery }, error: new Error('Failed to fetch') }],
    });
    expect(await screen.findByText('Your quota alert setting could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
