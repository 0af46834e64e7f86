import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError, type ValidationIssue } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { User } from '../users/user.entity.js';
import type { ApiKeyAccessEvents } from './api-key-access.js';
import { ApiKey } from './api-key.entity.js';
import { generateApiKey, hashApiKey, VISIBLE_PREFIX_LENGTH } from './api-key.format.js';
import { expiryIssue, keyNameIssue } from './api-key.rules.js';

const DAY_MS = 86_400_000;

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
    const createdAt = new Date();
    const apiKey = this.em.create(ApiKey, {
      user: viewer,
      name,
      prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH),
      keyHash: hashApiKey(secret),
      createdAt,
      expiresAt: expiresInDays ? new Date(createdAt.getTime() + expiresInDays * DAY_MS) : null,
    });
    await this.em.flush();
    return { apiKey, secret };
  }

  /** Revoking twice is harmless; someone else's key is as unknown as a missing one. */
  async revoke(viewer: User, id: string): Promise<ApiKey> {
    const apiKey = isUuid(id) ? await this.em.findOne(ApiKey, { id, user: viewer }) : null;
    if (!apiKey) throw new NotFoundError('API key not found');
    apiKey.revokedAt ??= new Date();
    await this.em.flush();
    await this.access?.changed({ keyId: apiKey.id });
    return apiKey;
  }
}
