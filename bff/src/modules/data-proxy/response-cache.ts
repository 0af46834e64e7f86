// An in-memory cache of upstream answers with a size bound. Identical concurrent misses share
// one upstream call; an answer past its TTL is kept a while longer so it can be served, marked
// stale, when the upstream fails.
import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
}

export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

/** How long past its TTL an answer may still be served when the upstream is failing. */
const STALE_GRACE_FACTOR = 10;
const MAX_STALE_MS = 6 * 3600_000;

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer> | null;
  private readonly inFlight = new Map<string, Promise<CachedAnswer>>();

  constructor(maxEntries: number, private readonly now: () => number = Date.now) {
    this.entries = maxEntries > 0 ? new LRUCache({ max: maxEntries }) : null;
  }

  fresh(key: string): CachedAnswer | undefined {
    const entry = this.entries?.get(key);
    return entry && entry.freshUntil > this.now() ? entry : undefined;
  }

  /** An expired answer still inside its grace period, for when the upstream fails. */
  stale(key: string): CachedAnswer | undefined {
    const entry = this.entries?.get(key);
    if (!entry) return undefined;
    const ttl = entry.freshUntil - entry.storedAt;
    return this.now() - entry.freshUntil <= Math.min(ttl * STALE_GRACE_FACTOR, MAX_STALE_MS) ? entry : undefined;
  }

  /**
   * Runs `load` once for any number of concurrent callers of the same key; a successful answer
   * is stored for `ttlMs` when `isCacheable` says so.
   */
  async load(key: string, ttlMs: number, load: () => Promise<Omit<CachedAnswer, 'storedAt' | 'freshUntil'>>, isCacheable: (answer: Omit<CachedAnswer, 'storedAt' | 'freshUntil'>) => boolean): Promise<{ answer: CachedAnswer; isShared: boolean }> {
    const pending = this.inFlight.get(key);
    if (pending) return { answer: await pending, isShared: true };
    const promise = (async () => {
      const loaded = await load();
      const storedAt = this.now();
      const answer = { ...loaded, storedAt, freshUntil: storedAt + ttlMs };
      if (ttlMs > 0 && isCacheable(loaded)) this.entries?.set(key, answer);
      return answer;
    })();
    this.inFlight.set(key, promise);
    try {
      return { answer: await promise, isShared: false };
    } finally {
      this.inFlight.delete(key);
    }
  }
}
