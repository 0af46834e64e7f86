import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { EXPIRY_DESCRIPTION } from './api-key.rules.js';
import { inputTypeOf } from '../../graphql/typebox-classes.js';
import { KeyRename, KeyRotation } from './api-key.input.js';
import { ApiKeyType, CreatedApiKeyType, RotatedApiKeyType } from './api-key.type.js';

const RotateApiKeyInput = inputTypeOf('RotateApiKeyInput', KeyRotation);
const RenameApiKeyInput = inputTypeOf('RenameApiKeyInput', KeyRename);

/** Accounts hold a handful of keys, and nothing caps them: the price of the list assumes this many. */
const ASSUMED_KEYS_PER_ACCOUNT = 100;

@Resolver(() => ApiKeyType)
export class ApiKeyResolver {
  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows, listSize: { assumedSize: ASSUMED_KEYS_PER_ACCOUNT } })
  @Query(() => [ApiKeyType], { description: 'Own API keys, newest first.' })
  async apiKeys(@Ctx() scope: RequestScope): Promise<ApiKeyType[]> {
    return await scope.services.apiKeys.list(await scope.viewer());
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => CreatedApiKeyType)
  async createApiKey(
    @Ctx() scope: RequestScope,
    @Arg('name', () => String) name: string,
    @Arg('expiresInDays', () => Int, { nullable: true, description: EXPIRY_DESCRIPTION })
    expiresInDays: number | null,
  ): Promise<{ apiKey: ApiKeyType; secret: string }> {
    return scope.services.apiKeys.create(await scope.viewer(), name, expiresInDays);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => ApiKeyType)
  async revokeApiKey(@Ctx() scope: RequestScope, @Arg('id', () => ID) id: string): Promise<ApiKeyType> {
    return scope.services.apiKeys.revoke(await scope.viewer(), id);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => RotatedApiKeyType, {
    description: 'A new secret for the same key; the replaced one works for the chosen grace period.',
  })
  async rotateApiKey(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RotateApiKeyInput) input: KeyRotation,
  ): Promise<{ apiKey: ApiKeyType; secret: string }> {
    return scope.services.apiKeys.rotate(await scope.viewer(), id, input);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => ApiKeyType)
  async renameApiKey(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RenameApiKeyInput) input: KeyRename,
  ): Promise<ApiKeyType> {
    return scope.services.apiKeys.rename(await scope.viewer(), id, input);
  }
}
