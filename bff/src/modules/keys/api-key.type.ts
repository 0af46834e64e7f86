import { Type } from 'typebox';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { Nullable, restAnswer, RestNamed, Timestamp } from '../../shared/api-shape.js';

/** An API key as listed, REST and GraphQL alike: it declares no hash, so it cannot leak one. */
const ApiKeyShape = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  prefix: Type.String({ description: 'The first characters of the key, to tell keys apart.' }),
  createdAt: Timestamp(),
  lastUsedAt: Nullable(Timestamp()),
  revokedAt: Nullable(Timestamp()),
  isRevoked: Type.Boolean(),
  expiresAt: Nullable(Timestamp({ description: 'When the key stops working by itself; null: never.' })),
  isExpired: Type.Boolean({ description: 'Whether the key had expired when this answer was made.' }),
  rotatedAt: Nullable(Timestamp({ description: 'When the key was last given a new secret; null: never.' })),
  previousPrefix: Nullable(
    Type.String({
      description:
        "The first characters of the secret the last rotation replaced, to tell it is this key's; null: never rotated. Whether it still works: previousSecretExpiresAt.",
    }),
  ),
  previousSecretExpiresAt: Nullable(
    Timestamp({
      description:
        'Until when the secret the last rotation replaced still works; null: it no longer does (or there is none).',
    }),
  ),
});

export const ApiKeyType = objectTypeOf('ApiKey', ApiKeyShape);
export type ApiKeyType = InstanceType<typeof ApiKeyType>;

export const ApiKeyPublic = restAnswer(ApiKeyShape, 'ApiKeyPublic');

/** A key with its full secret, as creating or rotating it answers (REST names the secret `key`). */
const withSecret = (secretDescription: string) =>
  Type.Object({
    apiKey: ApiKeyShape,
    secret: RestNamed(
      Type.String({ description: `${secretDescription} Shown once: it is not stored and cannot be shown again.` }),
      'key',
    ),
  });
const CreatedApiKeyShape = withSecret('The full key.');
const RotatedApiKeyShape = withSecret('The new full key.');

export const CreatedApiKeyType = objectTypeOf('CreatedApiKey', CreatedApiKeyShape);
export const RotatedApiKeyType = objectTypeOf('RotatedApiKey', RotatedApiKeyShape);
export const CreatedApiKeyPublic = restAnswer(CreatedApiKeyShape);
export const RotatedApiKeyPublic = restAnswer(RotatedApiKeyShape);
