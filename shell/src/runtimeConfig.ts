import type { RemoteName, RuntimeConfig } from '@touchline/shell-contract';

const REMOTE_NAMES: readonly RemoteName[] = ['mf_auth', 'mf_keys', 'mf_usage', 'mf_billing', 'mf_admin'];

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value === '')
    throw new RuntimeConfigError(`runtime config: "${key}" must be a non-empty string`);
  return value;
}

/** Checks the answer of /runtime-config.json; unknown remotes are ignored, missing ones show their fallback. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new RuntimeConfigError('runtime config: expected a JSON object');
  const remotesIn = isRecord(value.remotes) ? value.remotes : {};
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const entry = remotesIn[name];
    if (typeof entry === 'string' && entry !== '') remotes[name] = entry;
  }
  const auth = isRecord(value.auth) ? value.auth : {};
  return {
    productName: typeof value.productName === 'string' ? value.productName : 'Touchline',
    graphqlUrl: requireString(value, 'graphqlUrl'),
    apiBaseUrl: typeof value.apiBaseUrl === 'string' ? value.apiBaseUrl : '/api',
    remotes,
    auth: {
      turnstileSiteKey: typeof auth.turnstileSiteKey === 'string' ? auth.turnstileSiteKey : null,
      isBotCheckDisabled: auth.isBotCheckDisabled === true,
      isGoogleSignInEnabled: auth.isGoogleSignInEnabled === true,
    },
  };
}

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status} ${response.statusText}`);
  return parseRuntimeConfig(await response.json());
}
