import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import {
  BillingRedirectType,
  billingStatusAnswerOf,
  BillingStatusType,
  type BillingStatusAnswer,
} from './billing.type.js';

@Resolver()
export class BillingResolver {
  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.paymentProvider })
  @Query(() => BillingStatusType, {
    description: "The account's plan, subscription, today's quota, the plans on offer and the latest invoices.",
  })
  async billingStatus(
    @Ctx() scope: RequestScope,
    @Arg('sessionId', () => String, {
      nullable: true,
      description: 'The checkout session of the return URL: read from Stripe first.',
    })
    sessionId: string | null,
    @Arg('refresh', () => Boolean, {
      defaultValue: false,
      description: 'Back from the billing portal: the subscription is read from Stripe first.',
    })
    refresh: boolean,
  ): Promise<BillingStatusAnswer> {
    return billingStatusAnswerOf(
      await scope.services.billing.status(await scope.viewer(), { checkoutSessionId: sessionId, readStripe: refresh }),
    );
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.paymentProvider })
  @Mutation(() => BillingRedirectType, {
    description: 'A Stripe Checkout for a paid plan (pro, business); a subscriber changes plan in the portal.',
  })
  async startCheckout(@Ctx() scope: RequestScope, @Arg('plan', () => String) plan: string): Promise<{ url: string }> {
    return scope.services.billing.startCheckout(await scope.viewer(), plan);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.paymentProvider })
  @Mutation(() => BillingRedirectType, { description: "Stripe's billing portal for the account's customer." })
  async openBillingPortal(@Ctx() scope: RequestScope): Promise<{ url: string }> {
    return scope.services.billing.openPortal(await scope.viewer());
  }
}
