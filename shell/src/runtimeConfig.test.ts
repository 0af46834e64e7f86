import { describe, expect, it } from '@jest/globals';
import { parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

describe('runtime config', () => {
  it('keeps the known remotes and fills in missing auth flags', () => {
    const config = parseRuntimeConfig({
      graphqlUrl: '/graphql',
      remotes: { mf_keys: '/remotes/mf-keys/mf-manifest.json', mf_unknown: '/x.json', mf_usage: '' },
    });
    expect(config.remotes).toEqual({ mf_keys: '/remotes/mf-keys/mf-manifest.json' });
    expect(config.auth).toEqual({ turnstileSiteKey: null, isBotCheckDisabled: false, isGoogleSignInEnabled: false });
    expect(config.productName).toBe('Touchline');
  });

  it('refuses an answer without a GraphQL endpoint', () => {
    expect(() => parseRuntimeConfig({ remotes: {} })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig('nope')).toThrow(RuntimeConfigError);
  });
});
