// The API Keys screen rendered for its component tests, with a handle on the Apollo Client the
// screen used, so a test can read what the cache holds after a mutation.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { MockedProvider } from '@apollo/client/testing/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import type { ComponentProps } from 'react';
import { ApiKeysPage } from '../pages/ApiKeysPage';
import { SAMPLE_VIEWER } from './fixtures';

export type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

export function renderApiKeysPage(mocks: Mocks) {
  const seen: { client?: ApolloClient } = {};
  function ClientSpy() {
    seen.client = useApolloClient();
    return null;
  }
  renderRemote(
    <>
      <ApiKeysPage search={{}} shell={testShell({ viewer: SAMPLE_VIEWER })} />
      <ClientSpy />
    </>,
    { mocks },
  );
  return seen;
}
