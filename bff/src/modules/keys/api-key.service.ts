import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationError, type ValidationIssue } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { User } from '../users/user.entity.js';
import type { ApiKeyAccessEvents } from './api-key-access.js';
import { ApiKey } from './api-key.entity.js';
import { generateApiKey, hashApiKey, VISIBLE_PREFIX_LENGTH } from './api-key.format.js';
import type { KeyRename, KeyRotation } from './api-key.input.js';
import {
  ACTIVE_KEY_LIMIT_REACHED,
  expiryIssue,
  GRACE_PERIODS_MS,
  keyNameIssue,
  MAX_ACTIVE_KEYS_PER_ACCOUNT,
} from './api-key.rules.js';

const DAY_MS = 86_400_000;
const KEY_NOT_FOUND = 'API key not found';

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** The full key, returned exactly once. */
  secret: string;
}

export class ApiKeyService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ApiKeyAccessEvents | null = null,
  ) {}

  list(viewer: User): Promise<ApiKey[]> {
    return this.em.find(ApiKey, { user: viewer }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** `expiresInDays`: whole days from now after which the key stops working; absent, it never does. */
  async create(viewer: User, rawName: string, expiresInDays?: number | null): Promise<CreatedApiKey> {
    const name = rawName.trim();
    const issues: ValidationIssue[] = [];
    const nameIssue = keyNameIssue(name);
    if (nameIssue) issues.push({ loc: ['query', 'name'], msg: nameIssue, type: 'value_error' });
    const expiry = expiryIssue(expiresInDays);
    if (expiry) issues.push({ loc: ['query', 'expires_in_days'], msg: expiry, type: 'value_error' });
    if (issues.length > 0) throw new ValidationError(issues);
    const secret = generateApiKey();
    const apiKey = await this.em.transactional(async (em) => {
      // The owner's row is locked so that creations at once are counted one after another: two
      // cannot both see room for one more key and go past the limit together.
      await em.findOneOrFail(User, viewer.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const createdAt = new Date();
      const activeKeys = await em.count(ApiKey, {
        user: viewer.id,
        revokedAt: null,
        $or: [{ expiresAt: null }, { expiresAt: { $gt: createdAt } }],
      });
      if (activeKeys >= MAX_ACTIVE_KEYS_PER_ACCOUNT) throw new ConflictError(ACTIVE_KEY_LIMIT_REACHED);
      return em.create(ApiKey, {
        user: viewer.id,
        name,
        prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH),
        keyHash: hashApiKey(secret),
        createdAt,
        expiresAt: expiresInDays ? new Date(createdAt.getTime() + expiresInDays * DAY_MS) : null,
      });
    });
    return { apiKey, secret };
  }

  /** Revoking twice is harmless; someone else's key is as unknown as a missing one. */
  async revoke(viewer: User, id: string): Promise<ApiKey> {
    const apiKey = await this.ownKey(viewer, id);
    apiKey.revokedAt ??= new Date();
    await this.em.flush();
    await this.access?.changed({ keyId: apiKey.id });
    return apiKey;
  }

  /**
   * A new secret for the same key (id, name, expiry and usage stay). The secret it replaces keeps
   * working for the grace period, then stops; a key holds at most one replaced secret, so rotating
   * again ends the grace of the one before at once.
   */
  async rotate(viewer: User, id: string, { gracePeriod }: KeyRotation): Promise<CreatedApiKey> {
    const secret = generateApiKey();
    // Locked, so two rotations at once chain (the second keeps the first's secret in its grace)
    // instead of both replacing the same secret and one new secret never working.
    const apiKey = await this.em.transactional(async (em) => {
      const locked = isUuid(id)
        ? await em.findOne(
            ApiKey,
            { id, user: viewer },
            { populate: ['keyHash'], lockMode: LockMode.PESSIMISTIC_WRITE },
          )
        : null;
      if (!locked) throw new NotFoundError(KEY_NOT_FOUND);
      if (locked.isRevoked) throw new ConflictError('A revoked API key cannot be rotated');
      if (locked.isExpired) throw new ConflictError('An expired API key cannot be rotated');
      const rotatedAt = new Date();
      const graceMs = GRACE_PERIODS_MS[gracePeriod];
      locked.previousKeyHash = graceMs > 0 ? locked.keyHash : null;
      locked.previousKeyExpiresAt = graceMs > 0 ? new Date(rotatedAt.getTime() + graceMs) : null;
      locked.previousPrefix = locked.prefix;
      locked.keyHash = hashApiKey(secret);
      locked.prefix = secret.slice(0, VISIBLE_PREFIX_LENGTH);
      locked.rotatedAt = rotatedAt;
      return locked;
    });
    // Every process drops what it cached for this key: a secret rotated away without grace (or
    // one whose grace this rotation ended) stops at once; one in its grace is looked up again
    // and cached no longer than its grace lasts (data-proxy/api-key-authenticator.ts).
    await this.access?.changed({ keyId: apiKey.id });
    return { apiKey, secret };
  }

  async rename(viewer: User, id: string, { name: rawName }: KeyRename): Promise<ApiKey> {
    const name = rawName.trim();
    const nameIssue = keyNameIssue(name);
    if (nameIssue) throw new ValidationError([{ loc: ['body', 'name'], msg: nameIssue, type: 'value_error' }]);
    const apiKey = await this.ownKey(viewer, id);
    apiKey.name = name;
    await this.em.flush();
    return apiKey;
  }

  /** Keys are managed by their owner only, superusers included: someone else's key is as unknown as a missing one. */
  private async ownKey(viewer: User, id: string): Promise<ApiKey> {
    const apiKey = isUuid(id) ? await this.em.findOne(ApiKey, { id, user: viewer }) : null;
    if (!apiKey) throw new NotFoundError(KEY_NOT_FOUND);
    return apiKey;
  }
}
