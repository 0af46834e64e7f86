// The endpoint catalog as the product serves it: each endpoint with the cache lifetime this
// deployment really gives it (PROXY_CACHE_TTLS included), the plans whose keys may call it, and
// whether its answers are the bundled sample upstream's (no upstream configured for its provider).
// Read by GraphQL's `dataEndpoints` (the API explorer) and by the API docs.
import type { Plan } from '../../config.js';
import type { ProviderName } from './endpoint-catalog.js';
import type { CacheLifetimes } from './cache-rules.js';
import { DATA_ENDPOINTS, type DataEndpoint } from './endpoint-catalog.js';

export interface ListedDataEndpoint extends DataEndpoint {
  /** Plan names, in the configured order. Every plan may call every endpoint. */
  readonly plans: readonly string[];
  /** Answered by the bundled sample upstream here: realistic, deterministic, not real. */
  readonly isSampleData: boolean;
}

export class DataEndpointsService {
  private readonly listed: readonly ListedDataEndpoint[];

  constructor(
    lifetimes: CacheLifetimes,
    plans: Readonly<Record<string, Plan>>,
    sampleDataProviders: readonly ProviderName[],
  ) {
    const planNames = Object.values(plans).map((plan) => plan.id);
    // Built once: neither the catalog nor the configuration changes while the process runs.
    this.listed = DATA_ENDPOINTS.map((endpoint) => ({
      ...endpoint,
      cacheTtlSeconds: lifetimes.secondsOf(endpoint),
      plans: planNames,
      isSampleData: sampleDataProviders.includes(endpoint.provider),
    }));
  }

  list(): readonly ListedDataEndpoint[] {
    return this.listed;
  }
}
