import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { DataEndpointType } from './data-endpoint.type.js';
import { DATA_ENDPOINTS } from './endpoint-catalog.js';

@Resolver(() => DataEndpointType)
export class DataEndpointResolver {
  // Public, like the API docs that describe the same endpoints.
  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.rows, listSize: { assumedSize: DATA_ENDPOINTS.length } })
  @Query(() => [DataEndpointType], { description: 'The data endpoints of both providers, as the API docs list them.' })
  dataEndpoints(@Ctx() scope: RequestScope): DataEndpointType[] {
    return scope.services.dataEndpoints.list().map(DataEndpointType.from);
  }
}
