import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SignOutMutation } from '../session/signOutMutation';
import { currentUserMock, renderShell, type ViewerFixture } from '../testing/renderShell';
import { ACCESS_TOKEN_KEY } from '../session/tokenStore';
import { displayName } from './displayName';

async function renderAs(viewer: ViewerFixture) {
  const signOut = {
    request: { query: SignOutMutation },
    result: { data: { signOut: { __typename: 'Message', message: 'Signed out' } } },
  };
  await renderShell({ path: '/', token: 't', mocks: [currentUserMock(viewer), signOut] });
  await screen.findByText(/^Welcome/);
  // jsdom has no media queries, so the desktop top bar counts as hidden there.
  const topBar = document.querySelector<HTMLElement>('header[aria-label="Account and settings"]');
  if (!topBar) throw new Error('no top bar');
  return topBar;
}

describe('user menu', () => {
  it('shows the full name when there is one', async () => {
    const topBar = await renderAs({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    expect(within(topBar).getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('falls back to the e-mail without a full name', async () => {
    const topBar = await renderAs({ email: 'ada@example.com', fullName: null });
    expect(within(topBar).getByText('ada@example.com')).toBeInTheDocument();
  });

  it("falls back to 'User' when neither is known", () => {
    expect(displayName(null)).toBe('User');
    expect(displayName({ fullName: '  ', email: '' })).toBe('User');
  });

  it("names no one (no 'User', no 'U') while the current user is still loading", async () => {
    await renderShell({
      path: '/',
      token: 't',
      mocks: [{ ...currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' }), delay: 200 }],
    });
    const topBar = document.querySelector<HTMLElement>('header[aria-label="Account and settings"]')!;
    const menu = within(topBar).getByRole('button', { name: 'Account menu', hidden: true });
    expect(menu).not.toHaveTextContent(/U|User/);
    expect(await within(topBar).findByText('Ada Lovelace')).toBeInTheDocument();
  });

  it("offers 'My Profile' and 'Log Out'; logging out removes the token and goes to /login", async () => {
    const topBar = await renderAs({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    fireEvent.click(within(topBar).getByRole('button', { name: /Account menu/, hidden: true }));
    expect(screen.getByRole('menuitem', { name: 'My Profile', hidden: true })).toBeInTheDocument();
    // Awaited: the next screen suspends while its remote loads.
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out', hidden: true })));
    expect(await screen.findByText(/mf_auth screen \/login/)).toBeInTheDocument();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});

describe('logging out', () => {
  it('asks the server to end the session, so that a copy of the token stops working too', async () => {
    const signedOut = jest.fn(() => ({ data: { signOut: { __typename: 'Message', message: 'Signed out' } } }));
    await renderShell({
      path: '/',
      token: 't',
      mocks: [
        currentUserMock({ email: 'ada@example.com', fullName: 'Ada' }),
        { request: { query: SignOutMutation }, result: signedOut },
      ],
    });
    await screen.findByText(/^Welcome/);
    const topBar = document.querySelector<HTMLElement>('header[aria-label="Account and settings"]')!;
    fireEvent.click(within(topBar).getByRole('button', { name: /Account menu/, hidden: true }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out', hidden: true })));
    expect(await screen.findByText(/mf_auth screen \/login/)).toBeInTheDocument();
    await waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
  });
});

describe('sidebar', () => {
  it('lists Manage Users under Admin only for superusers', async () => {
    await renderShell({
      path: '/',
      token: 't',
      mocks: [currentUserMock({ email: 'a@b.co', fullName: 'A', isSuperuser: true })],
    });
    expect(await screen.findAllByRole('link', { name: 'Manage Users', hidden: true })).not.toHaveLength(0);
  });

  it('hides the admin entries from ordinary users', async () => {
    await renderShell({ path: '/', token: 't', mocks: [currentUserMock({ email: 'a@b.co', fullName: 'A' })] });
    await screen.findByText(/^Welcome( back)?, A$/);
    expect(screen.queryByRole('link', { name: 'Manage Users', hidden: true })).toBeNull();
    for (const name of ['Dashboard', 'Usage', 'API Keys', 'API Explorer', 'Billing', 'Settings']) {
      expect(screen.getAllByRole('link', { name, hidden: true }).length).toBeGreaterThan(0);
    }
  });
});
