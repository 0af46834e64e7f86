// The quota alert setting, written once: REST's PATCH body is this in snake_case
// (quota-alert.routes.ts), GraphQL's input type is made from it (quota-alert.resolver.ts).
import { Type, type Static } from 'typebox';

export const QuotaAlertSettings = Type.Object(
  {
    isMailEnabled: Type.Boolean({
      description: 'E-mail the account when it reaches 80% and 100% of its daily quota. The banner shows either way.',
    }),
  },
  { additionalProperties: false },
);
export type QuotaAlertSettings = Static<typeof QuotaAlertSettings>;
