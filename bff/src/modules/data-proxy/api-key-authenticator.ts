// Resolves X-API-Key to the calling account on the proxy's hot path. Lookups are cached for
// one second: a busy key costs one database query a second, and a revocation reaches every
// process within that second.
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { UnauthenticatedError } from '../../shared/errors.js';
import { hashApiKey, isWellFormedApiKey } from '../keys/api-key.format.js';

export interface ApiKeyPrincipal {
  keyId: string;
  userId: string;
  plan: string;
}

export const INVALID_API_KEY = 'Invalid or missing API key';
const CACHE_MS = 1000;

export class ApiKeyAuthenticator {
  private readonly cache = new LRUCache<string, { principal: ApiKeyPrincipal | null }>({ max: 100_000, ttl: CACHE_MS });

  constructor(private readonly em: () => EntityManager) {}

  async authenticate(key: string | undefined): Promise<ApiKeyPrincipal> {
    if (!key) throw new UnauthenticatedError(INVALID_API_KEY);
    // Keyed by the presented key itself (held in memory for a second at most, never stored), so a
    // busy key skips the checksum and hash as well as the query.
    let cached = this.cache.get(key);
    if (!cached) {
      // A malformed key costs no lookup and takes no cache space.
      if (!isWellFormedApiKey(key)) throw new UnauthenticatedError(INVALID_API_KEY);
      cached = { principal: await this.lookup(hashApiKey(key)) };
      this.cache.set(key, cached);
    }
    if (!cached.principal) throw new UnauthenticatedError(INVALID_API_KEY);
    return cached.principal;
  }

  private async lookup(hash: string): Promise<ApiKeyPrincipal | null> {
    const rows = await this.em().execute<{ key_id: string; user_id: string; plan: string }[]>(
      `select k.id as key_id, u.id as user_id, u.plan
         from api_keys k join users u on u.id = k.user_id
        where k.key_hash = ? and k.revoked_at is null and u.is_active`,
      [hash],
    );
    const row = rows[0];
    return row ? { keyId: row.key_id, userId: row.user_id, plan: row.plan } : null;
  }
}
