// For stories: the shell services a screen receives, and Apollo answers that can be reused.
import { MockedProvider } from '@apollo/client/testing/react';
import type { ShellServices } from '@touchline/shell-contract';
import type { ComponentProps, ReactNode } from 'react';

type Mock = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>[number];

export function StoryApollo({ mocks, children }: { mocks: Mock[]; children: ReactNode }) {
  return (
    <MockedProvider mocks={mocks.map((mock) => ({ maxUsageCount: Number.POSITIVE_INFINITY, ...mock }))}>
      {children}
    </MockedProvider>
  );
}

export const storyShell: ShellServices = {
  config: {
    productName: 'Touchline',
    graphqlUrl: '/graphql',
    apiBaseUrl: '/api',
    remotes: {},
    auth: { turnstileSiteKey: null, isBotCheckDisabled: true, isGoogleSignInEnabled: false },
  },
  viewer: null,
  signIn: () => {},
  signOut: () => {},
};
