// The cache of upstream answers. One interface, two implementations: in process memory with a
// size bound (this file), or shared by every bff process through Redis with a memory tier in
// front (redis-response-cache.ts). Either way identical concurrent misses share one upstream
// call, and an answer past its TTL is kept a while longer so it can be served, marked stale,
// when the upstream fails.
import { LRUCache } from 'lru-cache';

export interface LoadedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface CachedAnswer extends LoadedAnswer {
  storedAt: number;
  freshUntil: number;
  /** Until when the answer may still be served, marked STALE, while the upstream fails. */
  staleUntil: number;
  /** What the data proxy derived once for this answer (reply headers...); never leaves the process. */
  prepared?: unknown;
}

export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

export interface ResponseCache {
  /**
   * A fresh answer this process already holds. No I/O and no promise: a cache hit on the proxy's
   * hot path costs no await.
   */
  fresh(key: string): CachedAnswer | undefined;
  /**
   * A fresh answer from the shared store if there is one, otherwise the result of `load`, run
   * once for any number of concurrent callers of the same key; stored for `ttlMs` when
   * `isCacheable` says so. `isShared` is false only for the caller whose `load` ran.
   */
  load(
    key: string,
    ttlMs: number,
    load: () => Promise<LoadedAnswer>,
    isCacheable: (answer: LoadedAnswer) => boolean,
  ): Promise<{ answer: CachedAnswer; isShared: boolean }>;
  /** An expired answer still inside its stale window, for when the upstream fails. */
  stale(key: string): Promise<CachedAnswer | undefined>;
  close(): Promise<void>;
}

export interface CacheBounds {
  /** Entries kept in memory; 0 turns caching off (identical concurrent misses are still shared). */
  maxEntries: number;
  /** Bytes of bodies (plus a small overhead per entry) kept in memory. */
  maxBytes: number;
}

/** How long past its TTL an answer may still be served when the upstream is failing. */
const STALE_GRACE_FACTOR = 10;
const MAX_STALE_MS = 6 * 3600_000;
const ENTRY_OVERHEAD_BYTES = 512;

export function cachedAnswerOf(loaded: LoadedAnswer, ttlMs: number, now: number): CachedAnswer {
  const freshUntil = now + ttlMs;
  return {
    status: loaded.status,
    headers: loaded.headers,
    body: loaded.body,
    storedAt: now,
    freshUntil,
    staleUntil: freshUntil + Math.min(ttlMs * STALE_GRACE_FACTOR, MAX_STALE_MS),
  };
}

/** Runs one call per key at a time and hands its result to every caller that asked meanwhile. */
export class SingleFlight<T extends { isShared: boolean }> {
  private readonly inFlight = new Map<string, Promise<T>>();

  async run(key: string, call: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) return { ...(await pending), isShared: true };
    const promise = call();
    this.inFlight.set(key, promise);
    try {
      return await promise;
    } finally {
      this.inFlight.delete(key);
    }
  }
}

export class MemoryResponseCache implements ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer> | null;
  private readonly flights = new SingleFlight<{ answer: CachedAnswer; isShared: boolean }>();

  constructor(
    bounds: CacheBounds,
    private readonly now: () => number = Date.now,
  ) {
    this.entries =
      bounds.maxEntries > 0
        ? new LRUCache({
            max: bounds.maxEntries,
            maxSize: bounds.maxBytes,
            sizeCalculation: (entry) => entry.body.length + ENTRY_OVERHEAD_BYTES,
          })
        : null;
  }

  fresh(key: string): CachedAnswer | undefined {
    const entry = this.entries?.get(key);
    return entry !== undefined && entry.freshUntil > this.now() ? entry : undefined;
  }

  load(key: string, ttlMs: number, load: () => Promise<LoadedAnswer>, isCacheable: (answer: LoadedAnswer) => boolean) {
    return this.flights.run(key, async () => {
      const loaded = await load();
      const answer = cachedAnswerOf(loaded, ttlMs, this.now());
      if (ttlMs > 0 && isCacheable(loaded)) this.put(key, answer);
      return { answer, isShared: false };
    });
  }

  async stale(key: string): Promise<CachedAnswer | undefined> {
    return this.staleNow(key);
  }

  /** The stale lookup without a promise, for the Redis cache's memory tier. */
  staleNow(key: string): CachedAnswer | undefined {
    const entry = this.entries?.get(key);
    return entry !== undefined && this.now() <= entry.staleUntil ? entry : undefined;
  }

  put(key: string, answer: CachedAnswer): void {
    this.entries?.set(key, answer);
  }

  get isEnabled(): boolean {
    return this.entries !== null;
  }

  async close(): Promise<void> {
    this.entries?.clear();
  }
}
