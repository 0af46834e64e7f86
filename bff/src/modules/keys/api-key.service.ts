import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { User } from '../users/user.entity.js';
import type { ApiKeyAccessEvents } from './api-key-access.js';
import { ApiKey } from './api-key.entity.js';
import { generateApiKey, hashApiKey, VISIBLE_PREFIX_LENGTH } from './api-key.format.js';

export const KEY_NAME_MAX_LENGTH = 100;

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

  async create(viewer: User, rawName: string): Promise<CreatedApiKey> {
    const name = rawName.trim();
    if (name.length === 0 || name.length > KEY_NAME_MAX_LENGTH) {
      throw new ValidationError([
        { loc: ['query', 'name'], msg: `Name must be 1 to ${KEY_NAME_MAX_LENGTH} characters after trimming`, type: 'value_error' },
      ]);
    }
    const secret = generateApiKey();
    const apiKey = this.em.create(ApiKey, {
      user: viewer,
      name,
      prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH),
      keyHash: hashApiKey(secret),
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
