// How long each upstream answer stays fresh: live scores for seconds, fixtures for minutes,
// transfers and profiles for hours, as the endpoint catalog gives them; an operator's
// PROXY_CACHE_TTLS overrides them per catalog endpoint (by id) or per normalised endpoint.
import { DATA_ENDPOINTS, endpointAt, type DataEndpoint, type ProviderName } from './endpoint-catalog.js';

/**
 * For upstream paths the catalog does not list (a real upstream serves more than the catalog
 * describes): live data for seconds, the rest as the provider's slowest-moving data would.
 */
function unlistedTtlSeconds(provider: ProviderName, endpoint: string): number {
  if (provider === 'flashscore') return endpoint.endsWith('/live') ? 5 : 60;
  return endpoint.includes('/search/') ? 3600 : 6 * 3600;
}

/** Override keys an operator may use: a catalog endpoint's id, or `provider:/normalised/endpoint`. */
export function isCacheTtlOverrideKey(key: string): boolean {
  const [provider, endpoint] = key.split(/:(?=\/)/, 2);
  if (endpoint !== undefined) return /^\/\S*$/.test(endpoint) && DATA_ENDPOINTS.some((listed) => listed.provider === provider);
  return DATA_ENDPOINTS.some((listed) => listed.id === key);
}

export class CacheLifetimes {
  constructor(private readonly overrides: Readonly<Record<string, number>> = {}) {}

  /** A catalog endpoint's lifetime, as its answers are cached (shown by the explorer and the docs). */
  secondsOf(endpoint: DataEndpoint): number {
    return this.overrides[endpoint.id] ?? this.overrides[`${endpoint.provider}:${endpoint.path}`] ?? endpoint.cacheTtlSeconds;
  }

  /**
   * The lifetime of one call's answer: `path` as requested below the mount path (no query),
   * `endpoint` its normalised name (proxy-path.ts). An override of that exact endpoint wins.
   */
  secondsFor(provider: ProviderName, path: string, endpoint: string): number {
    const exact = this.overrides[`${provider}:${endpoint}`];
    if (exact !== undefined) return exact;
    const listed = endpointAt(provider, path);
    return listed ? this.secondsOf(listed) : unlistedTtlSeconds(provider, endpoint);
  }
}
