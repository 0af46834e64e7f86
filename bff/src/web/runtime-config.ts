import type { Config } from '../config.js';

/**
 * What the shell reads at start (GET /runtime-config.json): where each remote's manifest lives
 * and the public settings screens need. A remote moves by changing this, not by rebuilding.
 */
export function runtimeConfigOf(config: Config) {
  return {
    productName: config.projectName,
    graphqlUrl: '/graphql',
    apiBaseUrl: '/api',
    remotes: config.remoteManifestUrls,
    auth: {
      turnstileSiteKey: config.botCheck.kind === 'turnstile' ? config.botCheck.siteKey : null,
      isBotCheckDisabled: config.botCheck.kind === 'disabled',
      isGoogleSignInEnabled: config.google !== null,
    },
  };
}
