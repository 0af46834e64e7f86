import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { GettingStartedType, type GettingStarted } from './getting-started.type.js';

@Resolver()
export class GettingStartedResolver {
  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Query(() => GettingStartedType, {
    description: "The dashboard's Get started checklist, as the account's data says it stands.",
  })
  async gettingStarted(@Ctx() scope: RequestScope): Promise<GettingStarted> {
    return scope.services.gettingStarted.status(await scope.viewer());
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => GettingStartedType, {
    description: 'Records that the account opened its usage; counts once it has a metered call.',
  })
  async markGettingStartedUsageSeen(@Ctx() scope: RequestScope): Promise<GettingStarted> {
    return scope.services.gettingStarted.markUsageSeen(await scope.viewer());
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => GettingStartedType, { description: 'Hides the Get started checklist for good.' })
  async dismissGettingStarted(@Ctx() scope: RequestScope): Promise<GettingStarted> {
    return scope.services.gettingStarted.dismiss(await scope.viewer());
  }
}
