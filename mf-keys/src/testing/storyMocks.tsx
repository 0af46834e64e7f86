// For stories: the shell services a screen receives.
import type { ShellServices } from '@touchline/shell-contract';

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
