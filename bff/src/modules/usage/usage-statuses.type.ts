// The status breakdown, described once: the GraphQL types and the REST answers are derived from
// the shapes (shared/api-shape.ts, graphql/typebox-classes.ts). The rollups count calls by
// status class, not by code (DECISIONS.md), so the breakdown is one row per class.
import { Type, type Static } from 'typebox';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { Nullable, restAnswer, StringEnum } from '../../shared/api-shape.js';
import { windowFields } from './usage.type.js';

/** The classes in the order they are answered, and the status codes each covers. */
const STATUS_CLASSES = ['success', 'client_error', 'rate_limited', 'server_error'] as const;
type StatusClass = (typeof STATUS_CLASSES)[number];
const STATUS_CLASS_CODES: Record<StatusClass, string> = {
  success: '100-399',
  client_error: '400-499 except 429',
  rate_limited: '429',
  server_error: '500 and above',
};

const StatusClassUsageShape = Type.Object({
  statusClass: StringEnum(STATUS_CLASSES, {
    description:
      'success (below 400), client_error (400-499 but 429), rate_limited (429) or server_error (500 and up).',
  }),
  codes: Type.String({ description: "The status codes the class covers, as text ('400-499 except 429')." }),
  calls: Type.Integer(),
  share: Nullable(Type.Number({ description: "The class's share of the window's calls, 0-1; null without calls." })),
});
export type StatusClassUsage = Static<typeof StatusClassUsageShape>;

const UsageStatusesShape = Type.Object(
  {
    ...windowFields,
    apiKeyId: Nullable(Type.String({ format: 'uuid', description: "Only this key's calls; null for all of them." })),
    data: Type.Array(StatusClassUsageShape, {
      maxItems: STATUS_CLASSES.length,
      description: 'Every status class, zeros included, in a fixed order.',
    }),
  },
  { description: "A window's calls by status class (the rollups count classes, not single codes)." },
);
export type UsageStatuses = Static<typeof UsageStatusesShape>;

// A shape nested in another gets its type first.
objectTypeOf('StatusClassUsage', StatusClassUsageShape);
export const UsageStatusesType = objectTypeOf('UsageStatuses', UsageStatusesShape);

export const StatusClassUsagePublic = restAnswer(StatusClassUsageShape, 'StatusClassUsage');
export const UsageStatusesPublic = restAnswer(UsageStatusesShape, 'UsageStatuses');

/** The rows of a breakdown from a rollup read's counts: every class, in order, zeros included. */
export function statusClassRows(counts: {
  successes: number;
  clientErrors: number;
  serverErrors: number;
  rateLimited: number;
}): StatusClassUsage[] {
  const calls = counts.successes + counts.clientErrors + counts.serverErrors;
  const byClass: Record<StatusClass, number> = {
    success: counts.successes,
    // 429 is a client error in the rollups' counts; here it has a row of its own.
    client_error: counts.clientErrors - counts.rateLimited,
    rate_limited: counts.rateLimited,
    server_error: counts.serverErrors,
  };
  return STATUS_CLASSES.map((statusClass) => ({
    statusClass,
    codes: STATUS_CLASS_CODES[statusClass],
    calls: byClass[statusClass],
    share: calls === 0 ? null : byClass[statusClass] / calls,
  }));
}
