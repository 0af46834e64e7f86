// Test helper for remotes: renders a screen or widget with the providers the shell lends it.
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { Viewer } from '@touchline/shell-contract';
import { ColorModeProvider, ToastProvider } from '@touchline/ui-kit';
import type { ComponentProps, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { localRuntimeConfig } from '../local-runtime-config.ts';
import { answerGraphQLFetches } from './graphqlFetchMocks.ts';

export { localRuntimeConfig };
export { testShell } from './testShell.ts';

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
