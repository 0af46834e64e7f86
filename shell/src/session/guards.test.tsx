import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { currentUserMock, renderShell } from '../testing/renderShell';
import { ACCESS_TOKEN_KEY } from './tokenStore';

const admin = currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace', isSuperuser: true });

describe('route guards', () => {
  it.each(['/login', '/signup', '/activate', '/recover-password', '/reset-password'])(
    'sends someone with a stored token from %s to the dashboard',
    async (path) => {
      await renderShell({ path, token: 'stored-token', mocks: [admin] });
      expect(await screen.findByText(/^Welcome( back)?, Ada Lovelace$/)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );

  it.each(['/', '/usage', '/settings', '/items', '/billing', '/api-keys', '/api-explorer', '/status', '/admin'])(
    'sends someone without a token from %s to /login',
    async (path) => {
      await renderShell({ path });
      expect(await screen.findByText(/mf_auth screen \/login/)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    },
  );

  it('shows public screens to someone without a token', async () => {
    await renderShell({ path: '/signup' });
    expect(await screen.findByText(/mf_auth screen \/signup/)).toBeInTheDocument();
  });

  it.each([
    ['/email-change/confirm?token=t', null],
    ['/email-change/cancel?token=t', null],
    ['/email-change/confirm?token=t', 'stored-token'],
    ['/email-change/cancel?token=t', 'stored-token'],
  ])(
    'opens the mailed link %s with or without a stored token (token: %s), passing its token on',
    async (path, token) => {
      await renderShell({ path, ...(token ? { token, mocks: [admin] } : {}) });
      expect(await screen.findByText(new RegExp(`mf_auth screen ${path.split('?')[0]}`))).toBeInTheDocument();
      expect(screen.getByText(/"token":"t"/)).toBeInTheDocument();
    },
  );

  it('stores a token handed over in the address, and reloads at / without it', async () => {
    const reload = jest.fn();
    await renderShell({ path: '/api-keys?access_token=from-the-address', reload });
    await screen.findByText('Signing you in');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('from-the-address');
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('shows the 404 page for unknown paths, with a way back home', async () => {
    await renderShell({ path: '/no/such/page' });
    expect(screen.getByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });
});
