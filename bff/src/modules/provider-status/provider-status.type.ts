// A data provider's status as answered, REST (`GET /api/status`) and GraphQL (`providerStatus`) alike.
import { Type, type Static } from 'typebox';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { Nullable, restAnswer, StringEnum, Timestamp } from '../../shared/api-shape.js';
import { PROVIDERS } from '../data-proxy/endpoint-catalog.js';

/** "Degraded": a breaker not closed, or this share of failed calls over the last 5 minutes, from this many calls on (README.md). */
export const DEGRADED_ERROR_RATE = 0.2;
export const DEGRADED_MIN_CALLS = 10;
export const DEGRADED_RULE = `a breaker is not closed, or at least ${DEGRADED_ERROR_RATE * 100}% of at least ${DEGRADED_MIN_CALLS} calls failed over the last 5 minutes`;

const rate = (span: string) =>
  Nullable(Type.Number({ minimum: 0, maximum: 1, description: `Failed calls ÷ calls, ${span}; null without calls` }));
const p95 = (span: string) =>
  Nullable(
    Type.Number({
      minimum: 0,
      description: `p95 latency in ms of the upstream calls ${span}: retries included, read as the upper bound of its histogram bucket; null without calls`,
    }),
  );
const FIVE_MINUTES = 'over the last 5 minutes (the current minute and the 4 before it)';
const HOUR = 'over the last hour (the current minute and the 59 before it)';

const ProviderStatusShape = Type.Object({
  provider: StringEnum(PROVIDERS),
  breakerState: StringEnum(['closed', 'open', 'half-open'], {
    description: "The circuit breaker's state; with several processes, the worst of them (open, half-open, closed)",
  }),
  breakerOpenProcesses: Type.Integer({ minimum: 0, description: 'Processes whose breaker is not closed' }),
  processes: Type.Integer({ minimum: 1, description: 'Processes whose figures and breaker are included' }),
  isDegraded: Type.Boolean({
    description: `Degraded: ${DEGRADED_RULE}`,
  }),
  scope: StringEnum(['deployment', 'process'], {
    description:
      "'deployment': every process's calls; 'process': only the answering process's, as Redis could not be read",
  }),
  fiveMinuteCalls: Type.Integer({ minimum: 0, description: `Upstream calls ${FIVE_MINUTES}` }),
  fiveMinuteErrorRate: rate(FIVE_MINUTES),
  fiveMinuteP95LatencyMs: p95(FIVE_MINUTES),
  lastHourCalls: Type.Integer({ minimum: 0, description: `Upstream calls ${HOUR}` }),
  lastHourErrorRate: rate(HOUR),
  lastHourP95LatencyMs: p95(HOUR),
  lastFailureAt: Nullable(
    Timestamp({ description: 'When the latest failed upstream call ended, within the last hour' }),
  ),
  lastFailureKind: Nullable(
    Type.String({
      description:
        'timeout, connection-refused (no connection could be made), connection-failed (dropped or reset), server-error (a 5xx answer after retries) or invalid-answer (a redirect, invalid JSON, over 10 MB)',
    }),
  ),
});

export type ProviderStatus = Static<typeof ProviderStatusShape>;
export const ProviderStatusType = objectTypeOf('ProviderStatus', ProviderStatusShape);
export type ProviderStatusType = InstanceType<typeof ProviderStatusType>;
export const ProviderStatusPublic = restAnswer(ProviderStatusShape, 'ProviderStatusPublic');
export const StatusPublic = Type.Object({ providers: Type.Array(ProviderStatusPublic.ref) });
