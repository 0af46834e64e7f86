import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { sampleSummary, widgetMock } from '../testing/fixtures';
import { UsageWidget } from './UsageWidget';

/** Today's calls all in the current hour, so they are today's whatever the time of the run. */
function renderCard(callsToday: number, quotaUsed: number) {
  const summary = sampleSummary({
    quota: { ...sampleSummary().quota, plan: 'free', limit: 100, used: quotaUsed, remaining: 100 - quotaUsed },
  });
  renderRemote(<UsageWidget shell={testShell()} />, {
    mocks: [widgetMock({ hourly: [...Array(23).fill(0), callsToday], summary })],
  });
  return screen.findByRole('region', { name: 'Usage' });
}

describe('the dashboard usage card', () => {
  it('explains why the quota counts fewer calls than today’s total: refused calls, for the rate or a used-up quota, do not count', async () => {
    const card = await renderCard(44, 31);
    expect(await within(card).findByText('calls today')).toBeInTheDocument();
    expect(within(card).getByText('44')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      '13 refused (the rate limit, or the quota used up), which do not count against the daily quota',
    );
    expect(card).toHaveTextContent(/31 of 100 daily calls used/);
  });

  it('speaks of one refusal in the singular', async () => {
    const card = await renderCard(32, 31);
    expect(await within(card).findByText('calls today')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      '1 refused (the rate limit, or the quota used up), which does not count against the daily quota',
    );
  });

  it('says nothing of refusals when every call today counted against the quota', async () => {
    const card = await renderCard(31, 31);
    expect(await within(card).findByText('calls today')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/refused/);
  });
});
