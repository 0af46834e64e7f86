import { ApolloLink } from '@apollo/client';
import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { ColorModeProvider, ToastProvider } from '@touchline/ui-kit';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { ShellApolloProvider } from '../providers/ShellApolloProvider';
import { ShellEnvironmentProvider } from '../providers/ShellEnvironment';
import { AppRoutes } from '../router';
import { fakeRegistry, testConfig } from '../testing/renderShell';
import { SessionProvider } from './SessionProvider';
import { ACCESS_TOKEN_KEY } from './tokenStore';

describe('a rejected token', () => {
  it('is removed, and the user lands on /login, when the server answers 403', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'expired-token');
    const server = new ApolloLink(() =>
      of({ errors: [{ message: 'Could not validate credentials', extensions: { code: 'FORBIDDEN', status: 403 } }] }),
    );
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/api-keys']}>
          <ColorModeProvider>
            <ToastProvider>
              <ShellApolloProvider uri="/graphql" transport={server}>
                <SessionProvider>
                  <ShellEnvironmentProvider config={testConfig} registry={fakeRegistry()}>
                    <AppRoutes />
                  </ShellEnvironmentProvider>
                </SessionProvider>
              </ShellApolloProvider>
            </ToastProvider>
          </ColorModeProvider>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByText(/mf_auth screen \/login/)).toBeInTheDocument();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
