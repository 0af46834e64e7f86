import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { EndOtherSessionsMutation, EndSessionMutation, SessionsQuery } from '../hooks/useSessions';
import { SessionsSection } from './SessionsSection';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const session = (id: string, browser: string, isCurrent: boolean) => ({
  __typename: 'Session' as const,
  id,
  device: isCurrent ? 'Desktop' : 'Mobile',
  browser,
  ipAddress: isCurrent ? '203.0.113.7' : '198.51.100.23',
  signedInAt: minutesAgo(120),
  lastSeenAt: minutesAgo(5),
  isCurrent,
});
const here = session('s-here', 'Chrome 131 on macOS', true);
const phone = session('s-phone', 'Firefox 133 on Android', false);
const tablet = session('s-tablet', 'Safari 18 on iOS', false);
const listing = (...sessions: object[]) => ({ request: { query: SessionsQuery }, result: { data: { sessions } } });
const rows = () =>
  within(screen.getByRole('table', { name: 'Signed-in sessions' }))
    .getAllByRole('row')
    .slice(1);

describe('sessions section', () => {
  it('lists the sessions with device, browser, address and times, and marks this one', async () => {
    renderRemote(<SessionsSection />, { mocks: [listing(here, phone)] });
    await screen.findByRole('table', { name: 'Signed-in sessions' });
    expect(rows()).toHaveLength(2);
    const [mine, other] = rows();
    expect(mine).toHaveTextContent('This session');
    expect(mine).toHaveTextContent('Chrome 131 on macOS');
    expect(mine).toHaveTextContent('203.0.113.7');
    expect(within(mine!).queryByRole('button', { name: /^Sign out/ })).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Firefox 133 on Android');
    expect(other).toHaveTextContent('5 minutes ago');
    expect(other).not.toHaveTextContent('This session');
  });

  it('signs one other session out after confirming, and the list shows what the server now holds', async () => {
    renderRemote(<SessionsSection />, {
      mocks: [
        listing(here, phone, tablet),
        {
          request: { query: EndSessionMutation, variables: { id: 's-phone' } },
          result: { data: { endSession: { __typename: 'Message', message: 'Session signed out' } } },
        },
        listing(here, tablet),
      ],
    });
    await screen.findByRole('table', { name: 'Signed-in sessions' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Firefox 133 on Android (198.51.100.23)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out this session?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' })));
    expect(await screen.findByText('Session signed out.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Firefox 133 on Android')).not.toBeInTheDocument();
  });

  it('"Sign out everywhere else" ends every other session and leaves this one', async () => {
    renderRemote(<SessionsSection />, {
      mocks: [
        listing(here, phone, tablet),
        {
          request: { query: EndOtherSessionsMutation },
          result: {
            data: { endOtherSessions: { __typename: 'Message', message: 'Every other session was signed out' } },
          },
        },
        listing(here),
      ],
    });
    await screen.findByRole('table', { name: 'Signed-in sessions' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('alertdialog', { name: 'Sign out everywhere else?' })).getByRole('button', {
          name: 'Sign out',
        }),
      ),
    );
    expect(await screen.findByText('Every other session was signed out.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('This is the only session signed in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it("shows the server's refusal as the spec's error toast and keeps the session listed", async () => {
    renderRemote(<SessionsSection />, {
      mocks: [
        listing(here, phone),
        {
          request: { query: EndSessionMutation, variables: { id: 's-phone' } },
          result: { errors: [{ message: 'Session not found', extensions: { code: 'NOT_FOUND', status: 404 } }] },
        },
      ],
    });
    await screen.findByRole('table', { name: 'Signed-in sessions' });
    fireEvent.click(screen.getByRole('button', { name: /^Sign out Firefox/ }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' })),
    );
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByText('Session not found')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });
});
