// One proxied call: limits, then the cache or the upstream, then metering. Every answer
// carries the rate-limit headers and X-Cache; every call that reached this point is metered
// exactly once, however many upstream attempts it took.
import type { ProviderName } from '../../config.js';
import { DomainError } from '../../shared/errors.js';
import type { AccountLimits, LimitState } from './account-limits.js';
import { LimitExceeded } from './account-limits.js';
import type { ApiKeyPrincipal } from './api-key-authenticator.js';
import { ttlSecondsFor } from './cache-rules.js';
import { normaliseEndpoint, upstreamUrlOf, type ProxyTarget } from './proxy-path.js';
import type { CacheStatus, ResponseCache } from './response-cache.js';
import { UpstreamUnavailable, type UpstreamGateway } from './upstream.gateway.js';
import type { UsageRecorder } from './usage-recorder.js';

export interface ProxyAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface DataProxyDeps {
  upstreams: Record<ProviderName, { gateway: UpstreamGateway; baseUrl: string }>;
  cacheTtlOverrides: Readonly<Record<string, number>>;
  cache: ResponseCache;
  limits: AccountLimits;
  usage: UsageRecorder;
}

const json = (status: number, detail: string) => ({ status, body: Buffer.from(JSON.stringify({ detail })) });

export class DataProxyService {
  constructor(private readonly deps: DataProxyDeps) {}

  async forward(input: {
    principal: ApiKeyPrincipal;
    provider: ProviderName;
    target: ProxyTarget;
    method: 'GET' | 'HEAD';
    requestId: string;
  }): Promise<ProxyAnswer> {
    const started = performance.now();
    const endpoint = normaliseEndpoint(input.target.path);
    let answer: { status: number; headers?: Record<string, string>; body: Buffer };
    let cacheStatus: CacheStatus | 'NONE' = 'NONE';
    let limitState: LimitState | undefined;
    try {
      limitState = await this.deps.limits.consume(input.principal.userId, input.principal.plan);
      ({ answer, cacheStatus } = await this.fetch(input.provider, input.target, endpoint, input.method));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error instanceof LimitExceeded) limitState = error.state;
      answer = { ...json(error.httpStatus, error.message), headers: error.headers };
    }
    this.deps.usage.record({
      requestId: input.requestId,
      occurredAt: new Date(),
      userId: input.principal.userId,
      apiKeyId: input.principal.keyId,
      provider: input.provider,
      endpoint,
      status: answer.status,
      latencyMs: performance.now() - started,
      bytes: answer.body.length,
      cacheStatus,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      ...answer.headers,
      'x-cache': cacheStatus === 'NONE' ? 'MISS' : cacheStatus,
    };
    if (limitState) {
      headers['x-ratelimit-limit'] = String(limitState.limit);
      headers['x-ratelimit-remaining'] = String(limitState.remaining);
      headers['x-ratelimit-reset'] = String(limitState.resetAt);
    }
    return { status: answer.status, headers, body: input.method === 'HEAD' ? Buffer.alloc(0) : answer.body };
  }

  private async fetch(provider: ProviderName, target: ProxyTarget, endpoint: string, method: 'GET' | 'HEAD') {
    const key = `${provider} ${target.path}${target.query}`;
    const { cache } = this.deps;
    const fresh = cache.fresh(key);
    if (fresh) return { answer: fresh, cacheStatus: 'HIT' as const };
    const { gateway, baseUrl } = this.deps.upstreams[provider];
    const url = upstreamUrlOf(baseUrl, target);
    try {
      const { answer, isShared } = await cache.load(
        key,
        ttlSecondsFor(provider, endpoint, this.deps.cacheTtlOverrides) * 1000,
        () => gateway.get(url, 'GET'),
        (loaded) => loaded.status === 200,
      );
      if (answer.status >= 500) {
        const stale = cache.stale(key);
        if (stale) return { answer: stale, cacheStatus: 'STALE' as const };
      }
      return { answer, cacheStatus: isShared ? ('HIT' as const) : ('MISS' as const) };
    } catch (error) {
      if (!(error instanceof UpstreamUnavailable)) throw error;
      const stale = cache.stale(key);
      if (stale) return { answer: stale, cacheStatus: 'STALE' as const };
      const status = error.kind === 'timeout' ? 504 : error.kind === 'circuit-open' ? 503 : 502;
      return { answer: json(status, error.message), cacheStatus: 'NONE' as const };
    }
  }
}
