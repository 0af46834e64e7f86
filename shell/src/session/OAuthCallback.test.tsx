import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { currentUserMock, renderShell } from '../testing/renderShell';
import { ACCESS_TOKEN_KEY } from './tokenStore';

describe('/oauth/callback', () => {
  it('stores the access token from the address and opens the dashboard', async () => {
    await renderShell({
      path: '/oauth/callback?access_token=google-issued',
      mocks: [currentUserMock({ email: 'grace@example.com', fullName: 'Grace Hopper' })],
    });
    expect(await screen.findByText(/^Welcome( back)?, Grace Hopper$/)).toBeInTheDocument();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('google-issued');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('goes to /login when no token came back', async () => {
    await renderShell({ path: '/oauth/callback?error=access_denied' });
    expect(await screen.findByText(/mf_auth screen \/login/)).toBeInTheDocument();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
