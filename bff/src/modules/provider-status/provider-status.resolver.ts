import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { PROVIDERS } from '../data-proxy/endpoint-catalog.js';
import { ProviderStatusType } from './provider-status.type.js';

@Resolver(() => ProviderStatusType)
export class ProviderStatusResolver {
  // Public, like GET /api/status: the explorer warns before anyone has signed in or pasted a key.
  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.rows, listSize: { assumedSize: PROVIDERS.length } })
  @Query(() => [ProviderStatusType], {
    description:
      "Each data provider's status for the whole deployment, as GET /api/status answers it (scope 'process' when Redis could not be read).",
  })
  providerStatus(@Ctx() scope: RequestScope): Promise<ProviderStatusType[]> {
    return scope.services.providerStatus.read();
  }
}
