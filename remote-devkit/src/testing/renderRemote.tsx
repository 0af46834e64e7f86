// Test helper for remotes: renders a screen or widget with the providers the shell lends it.
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ShellServices, Viewer } from '@touchline/shell-contract';
import { ColorModeProvider, ToastProvider } from '@touchline/ui-kit';
import type { ComponentProps, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { localRuntimeConfig } from '../local-runtime-config.ts';
import { answerGraphQLFetches } from './graphqlFetchMocks.ts';

export { localRuntimeConfig };

export function testShell(overrides: Partial<ShellServices> = {}): ShellServices {
  return { config: localRuntimeConfig, viewer: null, signIn: () => undefined, signOut: () => undefined, ...overrides };
}

export const superuser: Viewer = {
  id: '1',
  email: 'admin@example.com',
  fullName: 'Touchline Admin',
  avatarUrl: null,
  isSuperuser: true,
};

export function renderRemote(
  ui: ReactNode,
  { mocks = [], path = '/' }: { mocks?: ComponentProps<typeof MockedProvider>['mocks']; path?: string } = {},
) {
  answerGraphQLFetches(mocks);
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <ColorModeProvider>
          <ToastProvider>{ui}</ToastProvider>
        </ColorModeProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}
