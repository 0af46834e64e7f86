import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import type { RequestScope } from '../../request-scope.js';
import { DataEndpointType } from './data-endpoint.type.js';

@Resolver(() => DataEndpointType)
export class DataEndpointResolver {
  // Public, like the API docs that describe the same endpoints.
  @Access('public')
  @Query(() => [DataEndpointType], { description: 'The data endpoints of both providers, as the API docs list them.' })
  dataEndpoints(@Ctx() scope: RequestScope): DataEndpointType[] {
    return scope.services.dataEndpoints.list().map(DataEndpointType.from);
  }
}
