import { Type, type Static } from 'typebox';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { restAnswer } from '../../shared/api-shape.js';

/** The dashboard's "Get started" checklist: each step as the account's data says it stands. */
const GettingStartedShape = Type.Object({
  hasKey: Type.Boolean({ description: 'The account has created an API key (revoked ones count).' }),
  hasCalled: Type.Boolean({ description: 'A data call with one of its keys has been metered.' }),
  hasSeenUsage: Type.Boolean({ description: 'The account opened its usage after its first call.' }),
  hasPickedPlan: Type.Boolean({
    description: 'The account has subscribed to a paid plan, now or before (a cancelled subscription still counts).',
  }),
  isDismissed: Type.Boolean({ description: 'The account dismissed the checklist; the dashboard no longer shows it.' }),
});
export type GettingStarted = Static<typeof GettingStartedShape>;

export const GettingStartedType = objectTypeOf('GettingStarted', GettingStartedShape);

export const GettingStartedPublic = restAnswer(GettingStartedShape, 'GettingStarted');
