import type { RuntimeConfig } from '@touchline/shell-contract';

/** What a remote assumes when no shell is around: standalone dev and unit tests. */
export const localRuntimeConfig: RuntimeConfig = {
  productName: 'Touchline',
  graphqlUrl: '/graphql',
  apiBaseUrl: '/api',
  remotes: {},
  auth: { turnstileSiteKey: null, isBotCheckDisabled: true, isGoogleSignInEnabled: false },
};
