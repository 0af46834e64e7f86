import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHECKLIST_NOTHING_DONE, gettingStartedAnswer, gettingStartedMock } from '../../testing/fixtures';
import { currentUserMock, renderShell } from '../../testing/renderShell';
import { DismissGettingStartedMutation, MarkGettingStartedUsageSeenMutation } from './gettingStarted';

const ada = currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' });

async function renderDashboard(mocks: unknown[]) {
  await renderShell({ path: '/', token: 't', mocks: [ada, ...(mocks as [])] });
  await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ });
}

/** The bff's answer to "the usage screen is open", for an account with a key and a call. */
function markUsageSeenAnswer() {
  return jest.fn(() => ({
    data: {
      markGettingStartedUsageSeen: gettingStartedAnswer({
        ...CHECKLIST_NOTHING_DONE,
        hasKey: true,
        hasCalled: true,
        hasSeenUsage: true,
      }),
    },
  }));
}

describe('the Get started checklist on the dashboard', () => {
  it('lists the four first steps, ticking those the account has done, with a way to each one left', async () => {
    await renderDashboard([gettingStartedMock({ ...CHECKLIST_NOTHING_DONE, hasKey: true, hasCalled: true })]);
    const card = await screen.findByRole('region', { name: 'Get started' });
    expect(card).toHaveTextContent('2 of 4 done');
    const steps = within(card).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Create an API key (done)',
      'Make your first call (done)',
      'See it in usage (to do)Open usage',
      'Pick a plan (to do)Compare plans',
    ]);
    expect(within(card).getByRole('link', { name: 'Open usage' })).toHaveAttribute('href', '/usage');
    expect(within(card).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/billing');
    expect(within(card).queryByRole('link', { name: 'Create a key' })).toBeNull();
  });

  it('says so once every step is done, and still can be dismissed', async () => {
    await renderDashboard([
      gettingStartedMock({
        hasKey: true,
        hasCalled: true,
        hasSeenUsage: true,
        hasPickedPlan: true,
        isDismissed: false,
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'You are all set' });
    expect(card).toHaveTextContent('4 of 4 done');
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });

  it('goes away for good when dismissed (the bff keeps the dismissal), leaving the focus on the page heading', async () => {
    const dismissed = jest.fn(() => ({
      data: { dismissGettingStarted: gettingStartedAnswer({ ...CHECKLIST_NOTHING_DONE, isDismissed: true }) },
    }));
    await renderDashboard([
      gettingStartedMock(CHECKLIST_NOTHING_DONE),
      { request: { query: DismissGettingStartedMutation }, result: dismissed },
    ]);
    const card = await screen.findByRole('region', { name: 'Get started' });
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Dismiss the Get started checklist' })),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull());
    expect(dismissed).toHaveBeenCalledTimes(1);
    // Not on <body>: a keyboard user goes on from the top of the dashboard, not of the page.
    expect(screen.getByRole('heading', { level: 1, name: /Ada Lovelace/ })).toHaveFocus();
  });

  it('shows nothing to an account that dismissed it', async () => {
    await renderDashboard([gettingStartedMock({ ...CHECKLIST_NOTHING_DONE, hasKey: true, isDismissed: true })]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /Get started|all set/ })).toBeNull();
  });

  it('tells the bff when the usage screen opens while "See it in usage" is to do, and ticks it', async () => {
    const marked = markUsageSeenAnswer();
    await renderDashboard([
      gettingStartedMock({ ...CHECKLIST_NOTHING_DONE, hasKey: true, hasCalled: true }),
      { request: { query: MarkGettingStartedUsageSeenMutation }, result: marked },
    ]);
    const card = await screen.findByRole('region', { name: 'Get started' });
    await act(async () => fireEvent.click(within(card).getByRole('link', { name: 'Open usage' })));
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/usage');
  });

  it('ticks "See it in usage" when the page is opened on the usage screen itself, without the dashboard first', async () => {
    const marked = markUsageSeenAnswer();
    await renderShell({
      path: '/usage',
      token: 't',
      mocks: [
        ada,
        gettingStartedMock({ ...CHECKLIST_NOTHING_DONE, hasKey: true, hasCalled: true }),
        { request: { query: MarkGettingStartedUsageSeenMutation }, result: marked },
      ],
    });
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
  });

  it('asks nothing of the bff on the usage screen once the step is done', async () => {
    const marked = jest.fn(() => ({
      data: { markGettingStartedUsageSeen: gettingStartedAnswer(CHECKLIST_NOTHING_DONE) },
    }));
    await renderDashboard([
      gettingStartedMock({ ...CHECKLIST_NOTHING_DONE, hasKey: true, hasCalled: true, hasSeenUsage: true }),
      { request: { query: MarkGettingStartedUsageSeenMutation }, result: marked },
    ]);
    await screen.findByRole('region', { name: 'Get started' });
    await act(async () =>
      fireEvent.click(within(screen.getByLabelText('Sidebar')).getByRole('link', { name: 'Usage', hidden: true })),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/usage');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(marked).not.toHaveBeenCalled();
  });
});
