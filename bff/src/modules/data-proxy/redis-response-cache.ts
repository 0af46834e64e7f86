// The response cache shared by every bff process through Redis (used when REDIS_URL is set).
//
// - A memory tier in front answers hits without a round trip. An entry never changes once
//   stored, so holding a copy until its own freshUntil serves exactly what Redis would.
// - On a local miss one script either returns the fresh entry from Redis or takes a short lock
//   for the key. Within a process, concurrent misses already share one call (SingleFlight); the
//   lock makes the processes share it too: the holder calls the upstream, stores the answer,
//   releases the lock and announces the key on a channel; the others wake (or poll, should the
//   message be lost), and find the entry. An answer that may not be cached (an upstream error)
//   is not shared across processes: after it each process makes its own call.
// - A lock outlives a crashed holder by at most `lockMs`; an upstream call slower than that may
//   be repeated by one other process, never by many.
// - Entries live in Redis until the end of their stale window, so any process can serve a
//   STALE answer another one fetched.
// - When Redis fails, the cache degrades to this process's memory tier rather than failing calls.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisBus } from '../../shared/redis-bus.js';
import {
  cachedAnswerOf,
  MemoryResponseCache,
  SingleFlight,
  type CacheBounds,
  type CachedAnswer,
  type LoadedAnswer,
  type ResponseCache,
} from './response-cache.js';

const CACHE_FILLED_CHANNEL = 'touchline:cache:filled';
/** How often a process waiting for another one's upstream call looks again if no message came. */
const POLL_MS = 50;
const FRESH_DIGITS = 15;

// KEYS: entry, lock. ARGV: token, lock ms, now ms. Returns {1, entry} when the entry is fresh,
// {2} when the lock was taken, {0} when another caller holds it. One script, so no caller can
// see "no entry" and then take the lock after the entry appeared.
const CLAIM = `
local entry = redis.call('GET', KEYS[1])
if entry and tonumber(string.sub(entry, 1, ${FRESH_DIGITS})) > tonumber(ARGV[3]) then return {1, entry} end
if redis.call('SET', KEYS[2], ARGV[1], 'NX', 'PX', ARGV[2]) then return {2} end
return {0}`;

// KEYS: entry, lock. ARGV: token, entry ('' stores nothing), entry ms, channel, message.
const FILL = `
if ARGV[2] ~= '' then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1`;

interface CacheCommands {
  touchlineCacheClaimBuffer(
    entryKey: string,
    lockKey: string,
    token: string,
    lockMs: number,
    now: number,
  ): Promise<[number, Buffer?]>;
  touchlineCacheFill(
    entryKey: string,
    lockKey: string,
    token: string,
    entry: Buffer | string,
    entryMs: number,
    channel: string,
    message: string,
  ): Promise<number>;
}

export interface RedisCacheOptions extends CacheBounds {
  /** How long a process may hold the right to fetch a key before another one may try. */
  lockMs: number;
}

export class RedisResponseCache implements ResponseCache {
  private readonly local: MemoryResponseCache;
  private readonly flights = new SingleFlight<{ answer: CachedAnswer; isShared: boolean }>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly redis: Redis & CacheCommands;

  constructor(
    bus: RedisBus,
    private readonly options: RedisCacheOptions,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.local = new MemoryResponseCache(options, now);
    this.redis = bus.redis as Redis & CacheCommands;
    if (typeof (bus.redis as Partial<CacheCommands>).touchlineCacheClaimBuffer !== 'function') {
      this.redis.defineCommand('touchlineCacheClaim', { numberOfKeys: 2, lua: CLAIM });
      this.redis.defineCommand('touchlineCacheFill', { numberOfKeys: 2, lua: FILL });
    }
    bus.on(CACHE_FILLED_CHANNEL, (id) => this.wake(id));
  }

  fresh(key: string): CachedAnswer | undefined {
    return this.local.fresh(key);
  }

  load(key: string, ttlMs: number, load: () => Promise<LoadedAnswer>, isCacheable: (answer: LoadedAnswer) => boolean) {
    return this.flights.run(key, () => this.loadShared(key, ttlMs, load, isCacheable));
  }

  async stale(key: string): Promise<CachedAnswer | undefined> {
    const held = this.local.staleNow(key);
    if (held) return held;
    try {
      const stored = decode(await this.redis.getBuffer(entryKeyOf(idOf(key))), key);
      if (stored && this.now() <= stored.staleUntil) {
        this.local.put(key, stored);
        return stored;
      }
    } catch (error) {
      this.log.warn({ err: error }, 'response cache: reading a stale entry from redis failed');
    }
    return undefined;
  }

  async close(): Promise<void> {
    for (const id of [...this.waiters.keys()]) this.wake(id);
    await this.local.close();
  }

  private async loadShared(
    key: string,
    ttlMs: number,
    load: () => Promise<LoadedAnswer>,
    isCacheable: (answer: LoadedAnswer) => boolean,
  ) {
    if (ttlMs <= 0 || !this.local.isEnabled)
      return { answer: (await this.loadHere(key, ttlMs, load, isCacheable)).answer, isShared: false };
    const id = idOf(key);
    const entryKey = entryKeyOf(id);
    const lockKey = `${entryKey}:lock`;
    const token = randomUUID();
    for (;;) {
      let claim: [number, Buffer?];
      try {
        claim = await this.redis.touchlineCacheClaimBuffer(entryKey, lockKey, token, this.options.lockMs, this.now());
      } catch (error) {
        this.log.warn({ err: error }, 'response cache: redis unavailable, loading without it');
        return { answer: (await this.loadHere(key, ttlMs, load, isCacheable)).answer, isShared: false };
      }
      if (claim[0] === 1) {
        const stored = decode(claim[1]!, key);
        if (stored) {
          this.local.put(key, stored);
          return { answer: stored, isShared: true };
        }
        return { answer: (await this.loadHere(key, ttlMs, load, isCacheable)).answer, isShared: false };
      }
      if (claim[0] === 2) {
        let entry: Buffer | '' = '';
        let entryMs = 0;
        try {
          const { answer, isStored } = await this.loadHere(key, ttlMs, load, isCacheable);
          if (isStored) {
            entry = encode(key, answer);
            entryMs = Math.max(1, answer.staleUntil - this.now());
          }
          return { answer, isShared: false };
        } finally {
          // Not awaited: the caller's answer need not wait for Redis, and the lock keeps other
          // processes waiting until the entry is there.
          this.redis
            .touchlineCacheFill(entryKey, lockKey, token, entry, entryMs, CACHE_FILLED_CHANNEL, id)
            .catch((error: unknown) =>
              this.log.warn({ err: error }, 'response cache: storing an entry in redis failed'),
            );
        }
      }
      await this.waitForFill(id);
    }
  }

  /** Calls the upstream and keeps a cacheable answer in the memory tier. */
  private async loadHere(
    key: string,
    ttlMs: number,
    load: () => Promise<LoadedAnswer>,
    isCacheable: (answer: LoadedAnswer) => boolean,
  ) {
    const loaded = await load();
    const answer = cachedAnswerOf(loaded, ttlMs, this.now());
    const isStored = ttlMs > 0 && isCacheable(loaded);
    if (isStored) this.local.put(key, answer);
    return { answer, isStored };
  }

  private waitForFill(id: string): Promise<void> {
    return new Promise((resolve) => {
      let waiting = this.waiters.get(id);
      if (!waiting) this.waiters.set(id, (waiting = new Set()));
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        if (waiting.size === 0 && this.waiters.get(id) === waiting) this.waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, POLL_MS);
      waiting.add(done);
    });
  }

  private wake(id: string) {
    const waiting = this.waiters.get(id);
    if (waiting) for (const done of [...waiting]) done();
  }
}

/** Keys are hashed: bounded length, and one hash tag so entry and lock share a cluster slot. */
const idOf = (key: string) => createHash('sha1').update(key).digest('hex');
const entryKeyOf = (id: string) => `touchline:cache:{${id}}`;

// An entry is its freshUntil as fixed-width digits (read by CLAIM), a line of JSON metadata,
// and the body as it came from the upstream.
function encode(key: string, answer: CachedAnswer): Buffer {
  const meta = JSON.stringify({
    key,
    status: answer.status,
    headers: answer.headers,
    storedAt: answer.storedAt,
    freshUntil: answer.freshUntil,
    staleUntil: answer.staleUntil,
  });
  return Buffer.concat([Buffer.from(`${String(answer.freshUntil).padStart(FRESH_DIGITS, '0')}${meta}\n`), answer.body]);
}

function decode(value: Buffer | null | undefined, key: string): CachedAnswer | undefined {
  if (!value) return undefined;
  const newline = value.indexOf(10, FRESH_DIGITS);
  if (newline < 0) return undefined;
  const meta = JSON.parse(value.toString('utf8', FRESH_DIGITS, newline)) as Omit<CachedAnswer, 'body'> & {
    key: string;
  };
  // A hash collision would be astronomically rare; it must still never serve another path's body.
  if (meta.key !== key) return undefined;
  return {
    status: meta.status,
    headers: meta.headers,
    body: value.subarray(newline + 1),
    storedAt: meta.storedAt,
    freshUntil: meta.freshUntil,
    staleUntil: meta.staleUntil,
  };
}
