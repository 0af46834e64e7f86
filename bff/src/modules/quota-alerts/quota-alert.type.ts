import { Type, type Static } from 'typebox';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { Nullable, restAnswer, Timestamp } from '../../shared/api-shape.js';

/** What the dashboard's quota banner and the mail setting read: where the account stands today. */
const QuotaAlertStateShape = Type.Object({
  quota: Type.Integer({ description: "Calls a day on the account's plan, across all of its keys." }),
  usedToday: Type.Integer({
    description:
      'Calls counted against the quota since 00:00 UTC (calls the limits refused are not); more than the quota after a move to a smaller plan that day.',
  }),
  thresholdPercent: Nullable(
    Type.Integer({
      description:
        "The highest alert threshold the account's use has reached today against its current plan: 80 or 100 (percent of the quota); null below 80%.",
    }),
  ),
  resetsAt: Timestamp({ description: 'When the daily quota resets (the next 00:00 UTC).' }),
  isMailEnabled: Type.Boolean({
    description:
      'Whether the account is e-mailed when it reaches 80% and when it reaches 100% of its quota (each once a day).',
  }),
});
export type QuotaAlertState = Static<typeof QuotaAlertStateShape>;

export const QuotaAlertStateType = objectTypeOf('QuotaAlertState', QuotaAlertStateShape);

export const QuotaAlertStatePublic = restAnswer(QuotaAlertStateShape, 'QuotaAlertState');
