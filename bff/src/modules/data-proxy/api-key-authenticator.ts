// Resolves X-API-Key to the calling account on the proxy's hot path. Lookups are cached in
// process, keyed by the presented key (held in memory only, never stored), so a busy key
// skips the checksum, the hash and the query, and a cached key is answered synchronously.
//
// A key that expires is trusted until its expiry at the latest, whatever the bounds below; so
// is a secret a rotation replaced, until the end of its grace period (keys/README.md).
//
// How long a lookup is trusted depends on how revocations travel:
// - without Redis, one second: a revocation reaches every other process within that second;
// - with Redis, revocations (and account deactivations) are pushed to every process, which
//   drops the key at once, so a lookup is kept for PUSHED_CACHE_MS. Pub/sub loses messages
//   published while a subscriber is disconnected, so whenever the subscription drops the whole
//   cache is cleared and the one-second bound applies again until it is back.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IncomingHttpHeaders } from 'node:http';
import { UnauthenticatedError } from '../../shared/errors.js';
import { hashApiKey, isWellFormedApiKey } from '../keys/api-key.format.js';
import type { ApiKeyAccessChange } from '../keys/api-key-access.js';

export interface ApiKeyPrincipal {
  keyId: string;
  userId: string;
  plan: string;
}

const INVALID_API_KEY = 'Invalid or missing API key';
/** The challenge of a data call's 401: a key in the X-API-Key header, not a bearer token. */
const API_KEY_CHALLENGE = 'ApiKey header="X-API-Key"';

/** The key a request presents: its X-API-Key header, read nowhere else (never the query string). */
export function apiKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const key = headers['x-api-key'];
  return typeof key === 'string' ? key : undefined;
}

export const POLLED_CACHE_MS = 1000;
export const PUSHED_CACHE_MS = 10_000;
const MAX_ENTRIES = 100_000;

interface Lookup {
  principal: ApiKeyPrincipal | null;
  expiresAt: number;
}

export class ApiKeyAuthenticator {
  /** Insertion-ordered, so the oldest entry is the first one dropped when the map is full. */
  private readonly cache = new Map<string, Lookup>();
  private readonly pending = new Map<string, Promise<ApiKeyPrincipal | null>>();
  /** Bumped by every access change, so a lookup that raced one is not cached for long. */
  private generation = 0;
  private isPushLive = false;

  constructor(
    private readonly em: () => EntityManager,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached answer for a presented key, without any I/O: the principal, null for a key known
   * to be refused, or undefined when a lookup is needed.
   */
  cached(key: string | undefined): ApiKeyPrincipal | null | undefined {
    if (!key) return null;
    const hit = this.cache.get(key);
    // A lookup due again stays until the next replaces it: isAcceptedOrBeingLookedUp reads it meanwhile.
    if (hit === undefined || hit.expiresAt <= this.now()) return undefined;
    return hit.principal;
  }

  /**
   * Whether the key was accepted at its last lookup (even one due again) or is being looked up
   * now, without any I/O: a call with it is its account's, which the account's plan limits, or
   * waits on a lookup it does not add to (http/requests-per-caller.ts). A made-up key is neither.
   */
  isAcceptedOrBeingLookedUp(key: string | undefined): boolean {
    return key !== undefined && (this.acceptedAccountOf(key) !== null || this.pending.has(key));
  }

  /** The account of a key accepted at its last lookup (even one due again), without any I/O; null otherwise. */
  acceptedAccountOf(key: string | undefined): string | null {
    return key === undefined ? null : (this.cache.get(key)?.principal?.userId ?? null);
  }

  async authenticate(key: string | undefined): Promise<ApiKeyPrincipal> {
    const cached = this.cached(key);
    if (cached) return cached;
    // A missing or malformed key costs no lookup and takes no cache space.
    if (cached === null || !isWellFormedApiKey(key!))
      throw new UnauthenticatedError(INVALID_API_KEY, API_KEY_CHALLENGE);
    // Concurrent calls with a key that is not cached (a busy key whose entry just expired) share one query.
    let pending = this.pending.get(key!);
    if (!pending) {
      pending = this.lookupAndRemember(key!);
      this.pending.set(key!, pending);
      const settled = () => this.pending.delete(key!);
      pending.then(settled, settled);
    }
    const principal = await pending;
    if (!principal) throw new UnauthenticatedError(INVALID_API_KEY, API_KEY_CHALLENGE);
    return principal;
  }

  /** Drops what a revocation or an account change makes stale (pushed from any process). */
  forget(change: ApiKeyAccessChange): void {
    this.generation += 1;
    for (const [key, lookup] of this.cache) {
      const principal = lookup.principal;
      if (principal && (principal.keyId === change.keyId || principal.userId === change.userId)) this.cache.delete(key);
    }
  }

  /** Whether access changes are being pushed to this process right now. */
  setPushLive(isLive: boolean): void {
    this.isPushLive = isLive;
    this.generation += 1;
    // Across a gap in the subscription changes may have been missed: trust nothing cached before it.
    this.cache.clear();
  }

  private async lookupAndRemember(key: string): Promise<ApiKeyPrincipal | null> {
    const generation = this.generation;
    const { principal, secretExpiresAt } = await this.lookup(hashApiKey(key));
    // A lookup that overlapped an access change may have read the row before the change: it
    // answers the calls that were waiting for it, but is not kept.
    if (generation === this.generation) {
      const trustedUntil = this.now() + (this.isPushLive ? PUSHED_CACHE_MS : POLLED_CACHE_MS);
      this.remember(key, principal, secretExpiresAt === null ? trustedUntil : Math.min(trustedUntil, secretExpiresAt));
    }
    return principal;
  }

  private remember(key: string, principal: ApiKeyPrincipal | null, expiresAt: number) {
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.delete(key);
    this.cache.set(key, { principal, expiresAt });
  }

  /**
   * The key's account if the secret works now (the key's current one, or the one its last rotation
   * replaced while in its grace period; the key neither revoked nor expired, the account active),
   * and when that secret stops working by itself.
   */
  private async lookup(hash: string): Promise<{ principal: ApiKeyPrincipal | null; secretExpiresAt: number | null }> {
    const rows = await this.em().execute<
      { key_id: string; user_id: string; plan: string; expires_at: Date | string | null }[]
    >(
      `select k.id as key_id, u.id as user_id, u.plan,
              case when k.key_hash = ? then k.expires_at else least(k.expires_at, k.previous_key_expires_at) end as expires_at
         from api_keys k join users u on u.id = k.user_id
        where (k.key_hash = ? or (k.previous_key_hash = ? and k.previous_key_expires_at > now()))
          and k.revoked_at is null and (k.expires_at is null or k.expires_at > now()) and u.is_active`,
      [hash, hash, hash],
    );
    const row = rows[0];
    if (!row) return { principal: null, secretExpiresAt: null };
    return {
      principal: { keyId: row.key_id, userId: row.user_id, plan: row.plan },
      secretExpiresAt: row.expires_at ? new Date(row.expires_at).getTime() : null,
    };
  }
}
