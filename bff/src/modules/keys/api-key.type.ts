import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import type { ApiKey } from './api-key.entity.js';

/** An API key as listed: it declares no hash, so it cannot leak one. */
@ObjectType('ApiKey')
export class ApiKeyType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'The first characters of the key, to tell keys apart.' })
  prefix!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  lastUsedAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Boolean)
  isRevoked!: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the key stops working by itself; null: never.' })
  expiresAt!: Date | null;

  @Field(() => Boolean, { description: 'Whether the key had expired when this answer was made.' })
  isExpired!: boolean;

  static from(key: ApiKey): ApiKeyType {
    const { id, name, prefix, createdAt, lastUsedAt, revokedAt, isRevoked, expiresAt, isExpired } = key;
    return Object.assign(new ApiKeyType(), { id, name, prefix, createdAt, lastUsedAt, revokedAt, isRevoked, expiresAt, isExpired });
  }
}

@ObjectType('CreatedApiKey')
export class CreatedApiKeyType {
  @Field(() => ApiKeyType)
  apiKey!: ApiKeyType;

  @Field(() => String, { description: 'The full key. Shown once: it is not stored and cannot be shown again.' })
  secret!: string;
}

export const apiKeyPublicSchema = {
  $id: 'ApiKeyPublic',
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    prefix: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: ['string', 'null'], format: 'date-time' },
    revoked_at: { type: ['string', 'null'], format: 'date-time' },
    is_revoked: { type: 'boolean' },
    expires_at: { type: ['string', 'null'], format: 'date-time', description: 'When the key stops working by itself; null: never.' },
    is_expired: { type: 'boolean', description: 'Whether the key had expired when this answer was made.' },
  },
  required: ['id', 'name', 'prefix', 'created_at', 'last_used_at', 'revoked_at', 'is_revoked', 'expires_at', 'is_expired'],
} as const;

export function toApiKeyPublic(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
    is_revoked: key.isRevoked,
    expires_at: key.expiresAt?.toISOString() ?? null,
    is_expired: key.isExpired,
  };
}
