import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import { inputTypeOf } from '../../graphql/typebox-classes.js';
import type { RequestScope } from '../../request-scope.js';
import { QuotaAlertSettings } from './quota-alert.input.js';
import { QuotaAlertStateType, type QuotaAlertState } from './quota-alert.type.js';

const QuotaAlertSettingsInput = inputTypeOf('QuotaAlertSettingsInput', QuotaAlertSettings);

@Resolver()
export class QuotaAlertResolver {
  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Query(() => QuotaAlertStateType, {
    description: "The account's use of its daily quota today, the alert threshold reached and the mail setting.",
  })
  async quotaAlerts(@Ctx() scope: RequestScope): Promise<QuotaAlertState> {
    return scope.services.quotaAlerts.state(await scope.viewer());
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => QuotaAlertStateType, {
    description: 'Turns the quota alert e-mails on or off; the dashboard banner shows either way.',
  })
  async updateQuotaAlertSettings(
    @Ctx() scope: RequestScope,
    @Arg('input', () => QuotaAlertSettingsInput) input: QuotaAlertSettings,
  ): Promise<QuotaAlertState> {
    return scope.services.quotaAlerts.updateSettings(await scope.viewer(), input);
  }
}
