// How long each upstream answer stays fresh: live scores for seconds, fixtures for minutes,
// transfers and profiles for hours, as the endpoint catalog gives them; an operator's
// PROXY_CACHE_TTLS overrides them per catalog endpoint (by id) or per normalised endpoint.
import { DATA_ENDPOINTS, endpointAt, type DataEndpoint, type ProviderName } from './endpoint-catalog.js';
import { pathWithIdsReplaced } from './proxy-path.js';

/**
 * For upstream paths the catalog does not list (a real upstream serves more than the catalog
 * describes): live data for seconds, the rest as the provider's slowest-moving data would.
 */
function unlistedTtlSeconds(provider: ProviderName, endpoint: string): number {
  if (provider === 'flashscore') return endpoint.endsWith('/live') ? 5 : 60;
  return endpoint.includes('/search/') ? 3600 : 6 * 3600;
}

/**
 * Override keys an operator may use: a catalog endpoint's id, or `provider:/path` with the path
 * as the catalog names it or with its ids replaced (`pathWithIdsReplaced`), for one country's
 * fixtures, say.
 */
export function isCacheTtlOverrideKey(key: string): boolean {
  const [provider, endpoint] = key.split(/:(?=\/)/, 2);
  if (endpoint !== undefined)
    return /^\/\S*$/.test(endpoint) && DATA_ENDPOINTS.some((listed) => listed.provider === provider);
  return DATA_ENDPOINTS.some((listed) => listed.id === key);
}

export class CacheLifetimes {
  constructor(private readonly overrides: Readonly<Record<string, number>> = {}) {}

  /** A catalog endpoint's lifetime, as its answers are cached (shown by the explorer and the docs). */
  secondsOf(endpoint: DataEndpoint): number {
    return (
      this.overrides[endpoint.id] ?? this.overrides[`${endpoint.provider}:${endpoint.path}`] ?? endpoint.cacheTtlSeconds
    );
  }

  /**
   * The lifetime of one call's answer: `path` as requested below the mount path (no query). An
   * override of that path with its ids replaced wins over the catalog endpoint's.
   */
  secondsFor(provider: ProviderName, path: string): number {
    const idsReplaced = pathWithIdsReplaced(path);
    const exact = this.overrides[`${provider}:${idsReplaced}`];
    if (exact !== undefined) return exact;
    const listed = endpointAt(provider, path);
    return listed ? this.secondsOf(listed) : unlistedTtlSeconds(provider, idsReplaced);
  }
}
