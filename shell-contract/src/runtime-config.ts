/** Federation container names, one per remote; each maps to its deployed folder `mf-<x>`. */
export type RemoteName = 'mf_auth' | 'mf_keys' | 'mf_usage' | 'mf_billing' | 'mf_admin';

/**
 * What `GET /runtime-config.json` answers. The shell reads it once at start; remote URLs live
 * here and nowhere in a bundler config, so redeploying a remote is a configuration change.
 */
export interface RuntimeConfig {
  productName: string;
  /** Same-origin path (or absolute URL) of the GraphQL endpoint. */
  graphqlUrl: string;
  apiBaseUrl: string;
  /** Manifest URL (`.../mf-manifest.json`) per remote. A remote left out shows its fallback. */
  remotes: Partial<Record<RemoteName, string>>;
  auth: {
    turnstileSiteKey: string | null;
    isBotCheckDisabled: boolean;
    isGoogleSignInEnabled: boolean;
  };
}
