import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { currentUserMock, renderShell } from '../testing/renderShell';
import { CurrentUserQuery } from './currentUserQuery';
import { ACCESS_TOKEN_KEY } from './tokenStore';

/** The current user cannot be read once (a 500), then can. */
const failingOnce = () => [
  {
    request: { query: CurrentUserQuery },
    result: { errors: [{ message: 'The database is resting', extensions: { status: 500 } }] },
  },
  currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' }),
];

const topBar = () => document.querySelector<HTMLElement>('header[aria-label="Account and settings"]')!;

describe('session', () => {
  it('stores the token a remote signs in with and opens the dashboard with the viewer’s name', async () => {
    await renderShell({
      path: '/login',
      mocks: [currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' })],
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Sign in through mf_auth' })));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-from-mf_auth');
    expect(await screen.findByText(/^Welcome( back)?, Ada Lovelace$/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('does not ask for the current user without a token', async () => {
    // No CurrentUser mock: a request for it would fail the render with an unmatched-mock error.
    await renderShell({ path: '/login', mocks: [] });
    expect(await screen.findByText(/mf_auth screen \/login/)).toBeInTheDocument();
  });

  it('greets no one, names no one in the user menu, and offers to try again when the current user cannot be read', async () => {
    await renderShell({ path: '/', token: 't', mocks: failingOnce() });
    expect(await screen.findByText('Your account details could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is resting')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome$/);
    expect(screen.queryByText(/User/)).toBeNull();
    const menu = within(topBar()).getByRole('button', { name: 'Account menu', hidden: true });
    expect(menu).toHaveTextContent('Account');
    expect(menu).not.toHaveTextContent(/^U|User/);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText(/^Welcome( back)?, Ada Lovelace$/)).toBeInTheDocument();
    expect(screen.queryByText('Your account details could not be loaded')).toBeNull();
    expect(
      within(topBar()).getByRole('button', { name: 'Account menu for Ada Lovelace', hidden: true }),
    ).toBeInTheDocument();
  });

  it('tells remote screens that reading the current user failed, and lets them read it again', async () => {
    await renderShell({ path: '/admin', token: 't', mocks: failingOnce() });
    expect(await screen.findByText('mf_admin viewer: failed')).toBeInTheDocument();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Read the viewer again through mf_admin' })),
    );
    expect(await screen.findByText('mf_admin viewer: ada@example.com')).toBeInTheDocument();
  });
});
