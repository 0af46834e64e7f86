import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError, type ValidationIssue } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { User } from '../users/user.entity.js';
import type { ApiKeyAccessEvents } from './api-key-access.js';
import { ApiKey } from './api-key.entity.js';
import { generateApiKey, hashApiKey, VISIBLE_PREFIX_LENGTH } from './api-key.format.js';

export const KEY_NAME_MAX_LENGTH = 100;
/** The longest expiry a key can be given (ten years); a key may also never expire. */
export const KEY_EXPIRY_MAX_DAYS = 3650;
const DAY_MS = 86_400_000;

/**
 * What is wrong with a (trimmed) key name, if anything. Characters are counted as people count
 * them (code points: an emoji is one), and a name must be something a person can read in a list:
 * no control characters, not only invisible ones.
 */
export function keyNameIssue(name: string): string | null {
  const length = [...name].length;
  if (length === 0 || length > KEY_NAME_MAX_LENGTH) return `Name must be 1 to ${KEY_NAME_MAX_LENGTH} characters after trimming`;
  if (/\p{Cc}/u.test(name)) return 'Name must not contain control characters (such as line breaks or tabs)';
  if (!/[^\p{Z}\p{Cf}]/u.test(name)) return 'Name must contain a visible character';
  return null;
}

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
    const hasExpiry = expiresInDays !== undefined && expiresInDays !== null;
    if (hasExpiry && !(Number.isInteger(expiresInDays) && expiresInDays >= 1 && expiresInDays <= KEY_EXPIRY_MAX_DAYS)) {
      issues.push({
        loc: ['query', 'expires_in_days'],
        msg: `Expiry must be a whole number of days from 1 to ${KEY_EXPIRY_MAX_DAYS}, or left out for a key that does not expire`,
        type: 'value_error',
      });
    }
    if (issues.length > 0) throw new ValidationError(issues);
    const secret = generateApiKey();
    const createdAt = new Date();
    const apiKey = this.em.create(ApiKey, {
      user: viewer,
      name,
      prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH),
      keyHash: hashApiKey(secret),
      createdAt,
      expiresAt: hasExpiry ? new Date(createdAt.getTime() + expiresInDays * DAY_MS) : null,
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
