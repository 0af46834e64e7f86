// What a fault case measures and how it reports it: the checks against the pass marks, the
// metering found for the calls answered, and the figures that describe a load.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiKey, FaultCluster } from './fault-cluster.js';
import { percentile, Traffic, type Answer, type LoadRun } from './traffic.js';

export interface Check {
  /** The pass mark, as a sentence. */
  mark: string;
  passed: boolean;
  /** What was measured against it. */
  measured: string;
  /**
   * Whether the mark holds only where the clients can outpace the bff (case 5's shedding and
   * latency): the short run in the bff's tests does not assert these.
   */
  dependsOnMachine: boolean;
  /** Why the mark was not judged in this run (case 5 short of twice capacity); a mark not judged is not missed. */
  notJudged?: string;
}

export interface Metering {
  /** Calls the data proxy answered (X-Cache): each must be one usage event. */
  proxied: number;
  /** Usage events of the case's keys. */
  events: number;
  /** Answered calls with no usage event. */
  lost: Answer[];
  /** Usage events whose answer no client saw (the process died or the connection broke after metering). */
  unseen: number;
  /** Usage events written twice under one request id. */
  doubled: number;
  /** Per key: answered (proxied), raw events, rollup calls. */
  perKey: { account: string; proxied: number; events: number; rollups: number }[];
}

export interface CaseResult {
  id: number;
  title: string;
  does: string;
  run: LoadRun;
  metering: Metering;
  checks: Check[];
  /** Further figures of the case, as label → value. */
  figures: [string, string][];
}

export const passed = (result: CaseResult) => result.checks.every((check) => check.passed || check.notJudged);

/** A check's verdict as the report prints it. */
export const verdictOf = (check: Check) => (check.notJudged ? 'not judged' : check.passed ? 'pass' : 'FAIL');

/** A case's outcome: pass, FAIL, or pass with some marks not judged (and why). */
export function outcomeOf(result: CaseResult): string {
  if (!passed(result)) return 'FAIL';
  const reason = result.checks.find((check) => check.notJudged)?.notJudged;
  return reason === undefined ? 'pass' : `pass, but not every mark judged: ${reason}`;
}

/** `checks` left unjudged for `reason`, when there is one. */
export const judgedOnlyIf = (reason: string | undefined, checks: Check[]): Check[] =>
  reason === undefined ? checks : checks.map((check) => ({ ...check, notJudged: reason }));

export const check = (mark: string, passed: boolean, measured: string, dependsOnMachine = false): Check => ({
  mark,
  passed,
  measured,
  dependsOnMachine,
});
export const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
export const isServed = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The answers' count by kind: each status, 503 with and without Retry-After apart, and each reason for no answer. */
export function answersByKind(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const kind =
      answer.status === 0
        ? `no answer (${answer.failure})`
        : answer.status === 503
          ? answer.retryAfter === undefined
            ? '503 without Retry-After'
            : '503 + Retry-After'
          : String(answer.status);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** The distinct `detail`s of error answers, with their counts, most frequent first. */
export function errorDetails(answers: readonly Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers)
    if (answer.status >= 500 && answer.detail !== undefined)
      counts.set(`${answer.status} "${answer.detail}"`, (counts.get(`${answer.status} "${answer.detail}"`) ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([detail, count]) => `${count} × ${detail}`)
      .join('; ') || 'none'
  );
}

/** The usage events and rollups of `keys` once metering has settled: written all it will write. */
export async function meteringOf(
  cluster: FaultCluster,
  keys: readonly ApiKey[],
  answers: readonly Answer[],
): Promise<Metering> {
  const proxied = answers.filter((answer) => answer.isProxied);
  const keyIds = keys.map((key) => key.id);
  const read = async () => {
    const events = await cluster.query<{ request_id: string; api_key_id: string }>(
      'select request_id, api_key_id from usage_events where api_key_id = any($1::uuid[])',
      [keyIds],
    );
    // One statement, one snapshot: the compactor may move a bucket from the open rollups meanwhile.
    const rollups = await cluster.query<{ api_key_id: string; calls: string }>(
      `select api_key_id, sum(calls) as calls from (
         select api_key_id, calls from usage_rollups where grain = 'key' and bucket_size = 'minute' and api_key_id = any($1::uuid[]) and subject_id <> '00000000-0000-0000-0000-000000000000'
         union all
         select api_key_id, calls from usage_rollups_open where grain = 'key' and bucket_size = 'minute' and api_key_id = any($1::uuid[]) and subject_id <> '00000000-0000-0000-0000-000000000000'
       ) as minutes group by api_key_id`,
      [keyIds],
    );
    return { events, rollups: new Map(rollups.map((row) => [row.api_key_id, Number(row.calls)])) };
  };
  // Metering writes every 500 ms, and after a database outage the retries catch up: wait until
  // everything answered is written, or nothing has changed for a while (three seconds, eight
  // while calls are missing, so that a retry still to come is not reported as a loss).
  let last = await read();
  let lastChange = performance.now();
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const rolledUp = [...last.rollups.values()].reduce((sum, calls) => sum + calls, 0);
    if (last.events.length >= proxied.length && rolledUp === last.events.length) break;
    if (performance.now() - lastChange > (last.events.length < proxied.length ? 8000 : 3000)) break;
    await sleep(250);
    const next = await read();
    if (
      next.events.length !== last.events.length ||
      [...next.rollups.values()].join() !== [...last.rollups.values()].join()
    )
      lastChange = performance.now();
    last = next;
  }
  const metered = new Set(last.events.map((event) => event.request_id));
  const seen = new Set(proxied.map((answer) => answer.requestId));
  return {
    proxied: proxied.length,
    events: last.events.length,
    lost: proxied.filter((answer) => !metered.has(answer.requestId!)),
    unseen: [...metered].filter((id) => !seen.has(id)).length,
    doubled: last.events.length - metered.size,
    perKey: keys.map((key, index) => ({
      account: key.account,
      proxied: proxied.filter((answer) => answer.keyIndex === index).length,
      events: last.events.filter((event) => event.api_key_id === key.id).length,
      rollups: last.rollups.get(key.id) ?? 0,
    })),
  };
}

export function meteringChecks(metering: Metering, lostMark = true): Check[] {
  const disagreeing = metering.perKey.filter((key) => key.rollups !== key.events);
  const checks = [
    check(
      "each key's rollups count exactly its usage events, and no call is metered twice",
      disagreeing.length === 0 && metering.doubled === 0,
      disagreeing.length === 0
        ? `agree for ${metering.perKey.length} keys; ${metering.doubled} doubled`
        : disagreeing.map((key) => `${key.account}: ${key.rollups} rolled up, ${key.events} events`).join('; '),
    ),
  ];
  if (lostMark)
    checks.unshift(
      check(
        'every call the proxy answered is metered (none lost)',
        metering.lost.length === 0,
        `${metering.lost.length} of ${metering.proxied} lost`,
      ),
    );
  return checks;
}

/** How long after `since` the last call to fail (not served) was answered; 0 when none failed after it. */
export function recoveredAfter(answers: readonly Answer[], since: number): number {
  let last = since;
  for (const answer of answers) if (!isServed(answer) && answer.answeredAt > last) last = answer.answeredAt;
  return last - since;
}

export function loadFigures(run: LoadRun): [string, string][] {
  const served = run.answers.filter(isServed).map((answer) => answer.answeredAt - answer.sentAt);
  const seconds = (run.endedAt - run.startedAt) / 1000;
  return [
    [
      'load',
      `${run.offered} calls offered over ${seconds.toFixed(1)} s${run.notSent ? ` (${run.notSent} not sent: the clients' cap on calls in flight)` : ''}`,
    ],
    [
      'latency of served calls',
      `p50 ${ms(percentile(served, 50))}, p99 ${ms(percentile(served, 99))}, max ${ms(percentile(served, 100))}`,
    ],
  ];
}

export function unanswered(answers: readonly Answer[]) {
  return answers.filter((answer) => answer.status === 0).length;
}

export async function withTraffic<T>(
  cluster: FaultCluster,
  keys: readonly ApiKey[],
  work: (traffic: Traffic) => Promise<T>,
): Promise<T> {
  const traffic = new Traffic({ urls: () => cluster.bffs.map((bff) => bff.url), keys });
  try {
    return await work(traffic);
  } finally {
    traffic.close();
  }
}

export const servedPerSecond = (run: LoadRun) =>
  run.answers.filter(isServed).length / ((run.endedAt - run.startedAt) / 1000);

export const outageFigure = (outage: { stoppedAt: number; backAt: number }) =>
  `down ${ms(outage.backAt - outage.stoppedAt)} (from stopped to accepting connections again)`;

export function describeLatency(answers: readonly Answer[]): string {
  const served = answers.filter(isServed).map((answer) => answer.answeredAt - answer.sentAt);
  return `served p50 ${ms(percentile(served, 50))}, p99 ${ms(percentile(served, 99))}, max ${ms(percentile(served, 100))}`;
}

/** The X-Cache values among `answers`, most frequent first. */
export function cacheStatuses(answers: readonly Answer[]): string[] {
  const counts = new Map<string, number>();
  for (const { cache } of answers) if (cache !== undefined) counts.set(cache, (counts.get(cache) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([cache]) => cache);
}

export function describeWindow(answers: readonly Answer[]): string {
  return `${answers.length} calls: ${formatCounts(answersByKind(answers))}; ${describeLatency(answers)}`;
}

export function formatCounts(counts: Record<string, number>): string {
  return (
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, count]) => `${kind}: ${count}`)
      .join(', ') || 'none'
  );
}
