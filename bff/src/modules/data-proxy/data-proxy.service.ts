// One proxied call: limits, then the cache or the upstream, then metering. Every answer
// carries the rate-limit headers and X-Cache; every call that reached this point is metered
// exactly once, however many upstream attempts it took.
//
// This is the product's hot path, so a cache hit runs without a promise when the limits and the
// cache answer synchronously (both do without Redis), and the reply headers of a cached answer
// are prepared once per entry rather than once per call.
import type { BusyAnswer } from '../../http/load-shedding.js';
import { DATA_ANSWER_SECURITY_HEADERS } from '../../http/security-headers.js';
import type { ProviderName } from './endpoint-catalog.js';
import { DomainError } from '../../shared/errors.js';
import type { AccountLimits, LimitState } from './account-limits.js';
import { LimitExceeded } from './account-limits.js';
import type { ApiKeyPrincipal } from './api-key-authenticator.js';
import type { CacheLifetimes } from './cache-rules.js';
import { endpointAt } from './endpoint-catalog.js';
import { refuseMalformedListedQuery } from './listed-query.js';
import {
  canonicalProxyUrl,
  normaliseEndpoint,
  parseProxyTarget,
  UNLISTED_PATH,
  upstreamTargetOf,
  type ProxyTarget,
} from './proxy-path.js';
import type { CachedAnswer, CacheStatus, ResponseCache } from './response-cache.js';
import { UpstreamUnavailable, type UpstreamGateway } from './upstream.gateway.js';
import type { UsageRecorder } from '../usage/metering/usage-recorder.js';
import { MAX_LOGGED_PATH_LENGTH } from '../usage/usage.rules.js';

export interface ProxyAnswer {
  status: number;
  /**
   * Every header but the request id and the rate-limit ones, as one flat list of names and
   * values (the form Node's `writeHead` takes without reading an object by name). Shared
   * between answers: never modify.
   */
  headers: readonly string[];
  body: Buffer;
  /** The account's quota, sent as X-RateLimit-* (absent when the limits could not be read). */
  limit: LimitState | undefined;
}

export interface ProxyCall {
  principal: ApiKeyPrincipal;
  provider: ProviderName;
  /**
   * The request URL as received. The service works on its canonical form (`canonicalProxyUrl`),
   * which also names the answer in the cache.
   */
  url: string;
  /** Where the provider's routes start: `/api/<provider>`. */
  mountPath: string;
  method: 'GET' | 'HEAD';
  requestId: string;
}

/** What the proxy derives once per cached answer rather than once per call. */
interface Prepared {
  headers: readonly string[];
  endpoint: string;
}

export interface DataProxyDeps {
  upstreams: Record<ProviderName, { gateway: UpstreamGateway; baseUrl: string }>;
  cacheLifetimes: CacheLifetimes;
  cache: ResponseCache;
  limits: AccountLimits;
  usage: UsageRecorder;
  /** The answer to a call shed because its upstream is saturated (http/load-shedding.ts). */
  busy: BusyAnswer;
  /**
   * How long a miss waits for its upstream while that upstream is under pressure before it is
   * answered with the busy answer (metered, as the call was counted); 0 waits for the upstream.
   */
  missDeadlineMs: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const EMPTY = Buffer.alloc(0);
/** Distinct paths whose endpoint name is remembered; the memo is emptied when it grows past this. */
const MAX_ENDPOINT_MEMO = 10_000;

interface Fetched {
  answer: CachedAnswer | { status: number; headers?: Record<string, string>; body: Buffer };
  cacheStatus: CacheStatus | 'NONE';
}

/**
 * The call with its URL in canonical form: the cache key, the endpoint name, the metered path and
 * the upstream target are all made from it, so every client's spelling of a URL is one endpoint
 * and one cache entry. The call itself when its URL is canonical already.
 */
function canonicalCall(call: ProxyCall): ProxyCall {
  const url = canonicalProxyUrl(call.url);
  return url === call.url ? call : { ...call, url };
}

/** The call's path below the provider's mount path, without the query. */
function pathOf(call: ProxyCall): string {
  const queryAt = call.url.indexOf('?');
  return call.url.slice(call.mountPath.length, queryAt === -1 ? undefined : queryAt);
}

const detail = (status: number, message: string, headers?: Record<string, string>) => ({
  status,
  headers,
  body: Buffer.from(JSON.stringify({ detail: message })),
});

export class DataProxyService {
  private readonly endpoints = new Map<string, string>();
  private readonly bases: Record<string, URL>;

  /** A miss's answer when its upstream's came too late (`withinDeadline`). */
  private readonly tooLate: Fetched;

  constructor(private readonly deps: DataProxyDeps) {
    const { busy } = deps;
    this.tooLate = {
      answer: { status: busy.status, headers: { 'retry-after': String(busy.retryAfterSeconds) }, body: busy.body },
      cacheStatus: 'NONE',
    };
    this.bases = Object.fromEntries(
      Object.entries(deps.upstreams).map(([provider, { baseUrl }]) => [provider, new URL(baseUrl)]),
    );
  }

  /**
   * Throws BadRequestError for a path that may not be proxied, and ValidationError for a listed
   * endpoint's query parameter its pattern refuses, before anything is counted. A
   * cached answer exists only for a URL that passed that check when it was fetched (the cache
   * key is the canonical URL, which is what was checked), so a hit skips it.
   */
  forward(received: ProxyCall): ProxyAnswer | Promise<ProxyAnswer> {
    const started = performance.now();
    const call = canonicalCall(received);
    const fresh = this.deps.cache.fresh(call.url);
    const target = fresh === undefined ? parseProxyTarget(call.url, call.mountPath) : undefined;
    if (target !== undefined) refuseMalformedListedQuery(call.provider, target);
    // A miss needs the upstream: while it has as many calls under way as it may, this one is shed
    // before anything is counted or metered (it would only wait behind them).
    if (fresh === undefined && this.deps.upstreams[call.provider].gateway.isSaturated())
      return { ...this.deps.busy, limit: undefined };
    return this.afterLimits(call, fresh, target, started);
  }

  /**
   * The call answered from this process's cache, or undefined (with nothing counted or metered)
   * when the cache holds no fresh answer for its URL: the cached-hit lane's way in
   * (cached-hit-lane.ts), which leaves everything else to `forward`.
   */
  forwardFromCache(received: ProxyCall): ProxyAnswer | Promise<ProxyAnswer> | undefined {
    const started = performance.now();
    const call = canonicalCall(received);
    const fresh = this.deps.cache.fresh(call.url);
    return fresh === undefined ? undefined : this.afterLimits(call, fresh, undefined, started);
  }

  /** Counts the call against its account's limits, then answers it; a refusal is answered as a 429. */
  private afterLimits(
    call: ProxyCall,
    fresh: CachedAnswer | undefined,
    target: ProxyTarget | undefined,
    started: number,
  ): ProxyAnswer | Promise<ProxyAnswer> {
    let limit: LimitState | Promise<LimitState>;
    try {
      limit = this.deps.limits.consume(call.principal.userId, call.principal.plan);
    } catch (error) {
      return this.refused(call, error, started);
    }
    if (limit instanceof Promise) {
      return limit.then(
        (state) => this.withinLimits(call, fresh, target, state, started),
        (error: unknown) => this.refused(call, error, started),
      );
    }
    return this.withinLimits(call, fresh, target, limit, started);
  }

  private withinLimits(
    call: ProxyCall,
    fresh: CachedAnswer | undefined,
    target: ProxyTarget | undefined,
    limit: LimitState,
    started: number,
  ): ProxyAnswer | Promise<ProxyAnswer> {
    if (fresh !== undefined) {
      const prepared = (fresh.prepared as Prepared | undefined) ?? this.prepare(fresh, call);
      this.meter(call, prepared.endpoint, fresh.status, fresh.body.length, 'HIT', started);
      return {
        status: fresh.status,
        headers: prepared.headers,
        body: call.method === 'HEAD' ? EMPTY : fresh.body,
        limit,
      };
    }
    return this.withinDeadline(call.provider, this.fetch(call, target!)).then(
      ({ answer, cacheStatus }) => this.finish(call, answer, cacheStatus, limit, started),
      (error: unknown) => this.failed(call, error, limit, started),
    );
  }

  private prepare(answer: CachedAnswer, call: ProxyCall): Prepared {
    const prepared = {
      headers: replyHeaders(answer.status, answer.headers, 'HIT', answer.body.length),
      endpoint: this.endpointOf(call),
    };
    answer.prepared = prepared;
    return prepared;
  }

  private finish(
    call: ProxyCall,
    answer: Fetched['answer'],
    cacheStatus: Fetched['cacheStatus'],
    limit: LimitState | undefined,
    started: number,
  ): ProxyAnswer {
    // An answer shared with a concurrent identical call is a hit like any other.
    if (cacheStatus === 'HIT' && limit !== undefined && 'storedAt' in answer)
      return this.withinLimits(call, answer, undefined, limit, started) as ProxyAnswer;
    const isUpstreamsOwn = cacheStatus !== 'NONE' && answer.status !== 404;
    const endpoint = isUpstreamsOwn ? this.endpointOf(call) : this.listedEndpointOf(call);
    this.meter(call, endpoint, answer.status, answer.body.length, cacheStatus, started);
    const headers = replyHeaders(
      answer.status,
      answer.headers,
      cacheStatus === 'NONE' ? 'MISS' : cacheStatus,
      answer.body.length,
    );
    return { status: answer.status, headers, body: call.method === 'HEAD' ? EMPTY : answer.body, limit };
  }

  private refused(call: ProxyCall, error: unknown, started: number): ProxyAnswer {
    if (!(error instanceof DomainError)) throw error;
    const limit = error instanceof LimitExceeded ? error.state : undefined;
    return this.finish(call, detail(error.httpStatus, error.message, error.headers), 'NONE', limit, started);
  }

  private failed(call: ProxyCall, error: unknown, limit: LimitState, started: number): ProxyAnswer {
    if (!(error instanceof DomainError)) throw error;
    return this.finish(call, detail(error.httpStatus, error.message, error.headers), 'NONE', limit, started);
  }

  private meter(
    call: ProxyCall,
    endpoint: string,
    status: number,
    bytes: number,
    cacheStatus: CacheStatus | 'NONE',
    started: number,
  ) {
    this.deps.usage.record({
      requestId: call.requestId,
      occurredAt: new Date(),
      userId: call.principal.userId,
      apiKeyId: call.principal.keyId,
      provider: call.provider,
      endpoint,
      status,
      latencyMs: performance.now() - started,
      bytes,
      cacheStatus,
      method: call.method,
      path: pathOf(call).slice(0, MAX_LOGGED_PATH_LENGTH),
    });
  }

  /** The call's endpoint name for usage figures. */
  private endpointOf(call: ProxyCall): string {
    return this.endpointAtPath(call.provider, pathOf(call));
  }

  /** A path's endpoint name, remembered per provider and path. */
  private endpointAtPath(provider: ProviderName, path: string): string {
    const memoKey = `${provider}:${path}`;
    let endpoint = this.endpoints.get(memoKey);
    if (endpoint === undefined) {
      if (this.endpoints.size >= MAX_ENDPOINT_MEMO) this.endpoints.clear();
      endpoint = normaliseEndpoint(provider, path);
      this.endpoints.set(memoKey, endpoint);
    }
    return endpoint;
  }

  /**
   * The endpoint name of a call the upstream did not answer with data of its own (a 404, or the
   * proxy's own refusal): its own when the catalog lists its path (a player id that does not
   * exist, a rate-limited call to a real endpoint), else one name for every such path. A caller's
   * typos, or a scan of made-up paths, would otherwise each become an endpoint of their own in
   * the usage figures, a rollup row per path and minute; a path the catalog does not list gets a
   * name of its own once the upstream answers it.
   */
  private listedEndpointOf(call: ProxyCall): string {
    const path = pathOf(call);
    return endpointAt(call.provider, path) ? this.endpointAtPath(call.provider, path) : UNLISTED_PATH;
  }

  /**
   * The miss's answer, or the busy answer once the miss has waited `missDeadlineMs` while its
   * upstream is under pressure (checked again every `missDeadlineMs` until the answer comes).
   * Under overload the upstream's answers come seconds late, behind its other calls and a process
   * that gets a core in turns, while the cached answers around them take milliseconds; a caller
   * is better told to come back. The upstream call goes on, and its answer fills the cache for the
   * retry that Retry-After asks for.
   */
  private withinDeadline(provider: ProviderName, fetching: Promise<Fetched>): Promise<Fetched> {
    const deadlineMs = this.deps.missDeadlineMs;
    if (deadlineMs <= 0) return fetching;
    const { gateway } = this.deps.upstreams[provider];
    return new Promise((resolve, reject) => {
      const check = () => {
        if (gateway.isUnderPressure()) resolve(this.tooLate);
        else timer = setTimeout(check, deadlineMs);
      };
      let timer = setTimeout(check, deadlineMs);
      fetching.then(
        (fetched) => {
          clearTimeout(timer);
          resolve(fetched);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  private async fetch(call: ProxyCall, target: ProxyTarget): Promise<Fetched> {
    const { provider, url: key } = call;
    const { cache } = this.deps;
    const { gateway } = this.deps.upstreams[provider];
    const upstreamTarget = upstreamTargetOf(this.bases[provider]!, target);
    try {
      const { answer, isShared } = await cache.load(
        key,
        this.deps.cacheLifetimes.secondsFor(provider, target.path) * 1000,
        () => gateway.get(upstreamTarget, 'GET', call.principal.userId),
        (loaded) => loaded.status === 200,
      );
      if (answer.status >= 500) {
        const stale = await cache.stale(key);
        if (stale) return { answer: stale, cacheStatus: 'STALE' };
      }
      return { answer, cacheStatus: isShared ? 'HIT' : 'MISS' };
    } catch (error) {
      if (!(error instanceof UpstreamUnavailable)) throw error;
      const stale = await cache.stale(key);
      if (stale) return { answer: stale, cacheStatus: 'STALE' };
      const status = error.kind === 'timeout' ? 504 : error.kind === 'circuit-open' ? 503 : 502;
      const headers =
        error.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(error.retryAfterSeconds) };
      return { answer: detail(status, error.message, headers), cacheStatus: 'NONE' };
    }
  }
}

/**
 * An answer's headers: its content type (JSON unless the upstream said otherwise), what the
 * upstream passed back, X-Cache, the browser security headers of every answer that is not a page
 * (made once per cached answer, not per call), and the length, except on the statuses that carry
 * no body.
 */
function replyHeaders(
  status: number,
  passed: Record<string, string> | undefined,
  xCache: string,
  length: number,
): string[] {
  const hasBody = status >= 200 && status !== 204 && status !== 304;
  const headers = hasBody && passed?.['content-type'] === undefined ? ['content-type', JSON_TYPE] : [];
  for (const name in passed) headers.push(name, passed[name]!);
  headers.push('x-cache', xCache, ...DATA_ANSWER_SECURITY_HEADERS);
  if (hasBody) headers.push('content-length', String(length));
  return headers;
}
