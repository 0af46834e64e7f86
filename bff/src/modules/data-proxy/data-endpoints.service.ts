// The endpoint catalog as the product serves it: each endpoint with the cache lifetime this
// deployment really gives it (PROXY_CACHE_TTLS included) and the plans whose keys may call it.
// Read by GraphQL's `dataEndpoints` (the API explorer) and by the API docs.
import type { Plan } from '../../config.js';
import type { CacheLifetimes } from './cache-rules.js';
import { DATA_ENDPOINTS, type DataEndpoint } from './endpoint-catalog.js';

export interface ListedDataEndpoint extends DataEndpoint {
  /** Plan names, in the configured order. Every plan may call every endpoint. */
  readonly plans: readonly string[];
}

export class DataEndpointsService {
  private readonly listed: readonly ListedDataEndpoint[];

  constructor(lifetimes: CacheLifetimes, plans: Readonly<Record<string, Plan>>) {
    const planNames = Object.values(plans).map((plan) => plan.name);
    // Built once: neither the catalog nor the configuration changes while the process runs.
    this.listed = DATA_ENDPOINTS.map((endpoint) => ({ ...endpoint, cacheTtlSeconds: lifetimes.secondsOf(endpoint), plans: planNames }));
  }

  list(): readonly ListedDataEndpoint[] {
    return this.listed;
  }
}
