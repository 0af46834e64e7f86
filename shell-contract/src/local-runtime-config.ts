import type { RuntimeConfig } from './runtime-config.ts';

/** What a remote assumes when no shell is around: standalone dev and unit tests. */
export const localRuntimeConfig: RuntimeConfig = {
  productName: 'Touchline',
  graphqlUrl: '/graphql',
  apiBaseUrl: '/api',
  remotes: {},
  auth: { turnstileSiteKey: null, isBotCheckDisabled: true, isGoogleSignInEnabled: false },
};
