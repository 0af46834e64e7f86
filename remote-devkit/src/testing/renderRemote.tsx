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

interface RenderRemoteOptions {
  mocks?: ComponentProps<typeof MockedProvider>['mocks'];
  path?: string;
  /**
   * Off, a navigation renders at once instead of in a React transition, as the router does by
   * default. For a test that follows a navigation made after a mutation's answer: in jsdom such a
   * transition was sometimes never rendered (1 run in 3 of mf-admin's "page before" test, the
   * address never changed, with nothing suspended; 8 of 8 passed without it). In Chromium the
   * transition renders: the journey that deletes the last item of a later page (e2e admin-items)
   * sees the page before and its table focused.
   */
  isNavigationInTransition?: boolean;
}

export function renderRemote(
  ui: ReactNode,
  { mocks = [], path = '/', isNavigationInTransition = true }: RenderRemoteOptions = {},
) {
  answerGraphQLFetches(mocks);
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]} useTransitions={isNavigationInTransition ? undefined : false}>
        <ColorModeProvider>
          <ToastProvider>{ui}</ToastProvider>
        </ColorModeProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}
