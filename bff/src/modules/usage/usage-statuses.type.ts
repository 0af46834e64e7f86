// The status breakdown, described once: the GraphQL types and the REST answers are derived from
// the shapes (shared/api-shape.ts, graphql/typebox-classes.ts). One row per status class, as the
// rollups count them (usage_rollups), each listing the exact codes it is made of (counted in
// usage_status_code_rollups: status-code-rollups.ts).
import { STATUS_CODES } from 'node:http';
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

/** A code's class, by the rules the rollups count classes by (rollups.ts). */
const statusClassOf = (code: number): StatusClass =>
  code < 400 ? 'success' : code === 429 ? 'rate_limited' : code < 500 ? 'client_error' : 'server_error';

/**
 * The most codes a class lists: the success class's 100-399, the widest a reply can be in (Fastify
 * sends 100-599). Should a class ever hold more, its busiest are listed and the others' calls
 * are counted in callsWithoutCode.
 */
const MAX_CODES_PER_CLASS = 300;

const StatusCodeUsageShape = Type.Object({
  statusCode: Type.Integer({ description: 'The HTTP status code answered (200, 404, 429, 502, ...).' }),
  reason: Nullable(
    Type.String({ description: "The code's reason phrase ('Not Found'); null for an unregistered code." }),
  ),
  calls: Type.Integer(),
  share: Nullable(Type.Number({ description: "The code's share of the window's calls, 0-1; null without calls." })),
});

const StatusClassUsageShape = Type.Object({
  statusClass: StringEnum(STATUS_CLASSES, {
    description:
      'success (below 400), client_error (400-499 but 429), rate_limited (429) or server_error (500 and up).',
  }),
  codes: Type.String({ description: "The status codes the class covers, as text ('400-499 except 429')." }),
  calls: Type.Integer(),
  share: Nullable(Type.Number({ description: "The class's share of the window's calls, 0-1; null without calls." })),
  statusCodes: Type.Array(StatusCodeUsageShape, {
    maxItems: MAX_CODES_PER_CLASS,
    description: "The class's calls per exact status code, lowest code first; only codes with calls.",
  }),
  callsWithoutCode: Type.Integer({
    description:
      "The class's calls listed under no code: metered before exact codes were counted, or (never yet) past the most codes a class lists. The codes' calls plus these are the class's calls.",
  }),
});
export type StatusClassUsage = Static<typeof StatusClassUsageShape>;

const UsageStatusesShape = Type.Object(
  {
    ...windowFields,
    apiKeyId: Nullable(Type.String({ format: 'uuid', description: "Only this key's calls; null for all of them." })),
    data: Type.Array(StatusClassUsageShape, {
      maxItems: STATUS_CLASSES.length,
      description: 'Every status class, zeros included, in a fixed order, each with its exact codes.',
    }),
  },
  { description: "A window's calls by status class and, within each class, by exact status code." },
);
export type UsageStatuses = Static<typeof UsageStatusesShape>;

// A shape nested in another gets its type first.
objectTypeOf('StatusCodeUsage', StatusCodeUsageShape);
objectTypeOf('StatusClassUsage', StatusClassUsageShape);
export const UsageStatusesType = objectTypeOf('UsageStatuses', UsageStatusesShape);

export const StatusCodeUsagePublic = restAnswer(StatusCodeUsageShape, 'StatusCodeUsage');
export const StatusClassUsagePublic = restAnswer(StatusClassUsageShape, 'StatusClassUsage');
export const UsageStatusesPublic = restAnswer(UsageStatusesShape, 'UsageStatuses');

/** What a rollup read counts: calls per class (429 among the client errors) and per exact code. */
export interface StatusCounts {
  successes: number;
  clientErrors: number;
  serverErrors: number;
  rateLimited: number;
  callsByCode: ReadonlyMap<number, number>;
}

/** The rows of a breakdown from a rollup read's counts: every class, in order, zeros included. */
export function statusClassRows(counts: StatusCounts): StatusClassUsage[] {
  const calls = counts.successes + counts.clientErrors + counts.serverErrors;
  const share = (part: number) => (calls === 0 ? null : part / calls);
  const byClass: Record<StatusClass, number> = {
    success: counts.successes,
    // 429 is a client error in the rollups' counts; here it has a row of its own.
    client_error: counts.clientErrors - counts.rateLimited,
    rate_limited: counts.rateLimited,
    server_error: counts.serverErrors,
  };
  const codesByClass = new Map<StatusClass, [number, number][]>(STATUS_CLASSES.map((name) => [name, []]));
  for (const [code, codeCalls] of counts.callsByCode) codesByClass.get(statusClassOf(code))!.push([code, codeCalls]);
  return STATUS_CLASSES.map((statusClass) => {
    const listed = codesByClass
      .get(statusClass)!
      .sort(([, a], [, b]) => b - a)
      .slice(0, MAX_CODES_PER_CLASS)
      .sort(([a], [b]) => a - b);
    const statusCodes = listed.map(([statusCode, codeCalls]) => ({
      statusCode,
      reason: STATUS_CODES[statusCode] ?? null,
      calls: codeCalls,
      share: share(codeCalls),
    }));
    const listedCalls = statusCodes.reduce((sum, code) => sum + code.calls, 0);
    return {
      statusClass,
      codes: STATUS_CLASS_CODES[statusClass],
      calls: byClass[statusClass],
      share: share(byClass[statusClass]),
      statusCodes,
      // Never below zero, whatever a row's history: the rollups and the codes' rollups are written together.
      callsWithoutCode: Math.max(0, byClass[statusClass] - listedCalls),
    };
  });
}
