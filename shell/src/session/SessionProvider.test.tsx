import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { currentUserMock, renderShell } from '../testing/renderShell';
import { ACCESS_TOKEN_KEY } from './tokenStore';

describe('session', () => {
  it('stores the token a remote signs in with and opens the dashboard with the viewer’s name', async () => {
    await renderShell({ path: '/login', mocks: [currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' })] });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Sign in through mf_auth' })));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-from-mf_auth');
    expect(await screen.findByText('Welcome back, Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('does not ask for the current user without a token', async () => {
    // No CurrentUser mock: a request for it would fail the render with an unmatched-mock error.
    await renderShell({ path: '/login', mocks: [] });
    expect(await screen.findByText(/mf_auth screen \/login/)).toBeInTheDocument();
  });
});
