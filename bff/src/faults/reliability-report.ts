// RELIABILITY.md: what each fault case does, its pass marks, and the figures of one run.
import os from 'node:os';
import { answersByKind, formatCounts, FULL_SCALE, passed, type CaseResult, type SuiteScale } from './fault-cases.js';

export interface RunInfo {
  command: string;
  startedAt: Date;
  processes: number;
  accounts: number;
  scale: SuiteScale;
  /** Served calls a second measured at the start, which set the rate of cases 1-4. */
  capacity: number;
  /** The 1-minute load average when the run started: the machine is shared, and figures move with it. */
  loadAverage: number;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function reliabilityReport(info: RunInfo, results: readonly CaseResult[]): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Reliability',
    '',
    'What Touchline does when its parts fail under load, measured by the fault suite',
    '(`npm run faults -w @touchline/bff`, `bff/src/faults/`). The suite starts its own PostgreSQL (embedded)',
    `and its own Redis (\`redis-server\` without persistence), the sample upstream, and ${info.processes} compiled bff`,
    `processes sharing both; it creates ${info.accounts} accounts and, for each case, a new API key per account, and calls`,
    'the data proxy over 127.0.0.1 with a mix of cached answers (3 in 4) and new searches (1 in 4, the',
    'upstream is called). Every call, the clients keep what came back; afterwards the suite reads what',
    'PostgreSQL metered.',
    '',
    'How the figures are counted:',
    '',
    '- **sent**: calls made; **answered**: by status, with `503 + Retry-After` counted apart from other',
    '  503s, and calls that got no HTTP answer (refused or reset connection, or no answer within 15 s)',
    '  by their error.',
    '- **to meter**: answers the data proxy gave itself (they carry `X-Cache`); each of them must be one',
    "  usage event, found by the answer's `X-Request-Id`. Answers from before the proxy (a process",
    '  closing, an unknown key) are not metered and are not counted here.',
    '- **metered**: usage events of the case\'s keys; **lost**: answers to meter with no usage event;',
    '  **unseen**: usage events whose answer no client received (the process died between metering and',
    "  answering). Each key's rollups (its minute buckets, open and closed) are compared with its events.",
    '',
    `A short variant (fewer and shorter loads, 2 processes) runs with the bff's tests (\`src/faults/faults.test.ts\`)`,
    "and asserts the pass marks of cases 1-4, and of case 5 only what does not depend on the machine's",
    'speed: every 503 carries `Retry-After`, every process serves again after the overload, nothing is lost.',
    '',
    `## Run of ${info.startedAt.toISOString().slice(0, 10)}`,
    '',
    `\`${info.command}\` at ${info.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB,`,
    `shared with other work (load average ${info.loadAverage.toFixed(1)} at the start). Latencies and rates are this machine's at that moment;`,
    'counts of lost calls and the pass marks do not depend on its speed.',
    `Capacity at the start: ${Math.round(info.capacity)} served calls/s (${info.scale.capacitySeconds} s of clients calling back to back); cases 1-4 ran at`,
    `${info.scale.rate} calls/s, half of it (at most ${FULL_SCALE.rate}), so that they measure their fault rather than an overload.`,
    '',
    '| case | sent | answered | to meter | metered | lost | unseen | result |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map((result) =>
      [
        '',
        `${result.id}. ${result.title}`,
        String(result.run.answers.length),
        cell(formatCounts(answersByKind(result.run.answers))),
        String(result.metering.proxied),
        String(result.metering.events),
        String(result.metering.lost.length),
        String(result.metering.unseen),
        passed(result) ? 'pass' : `**FAIL** (${result.checks.filter((check) => !check.passed).length} of ${result.checks.length} marks missed)`,
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
    'Case 5 also sends the calls that measure capacity, those that check each process recovered and those',
    'after the overload; its "to meter" and "metered" count them too, its "sent" and "answered" only the',
    "overload itself. Its capacity comes from 64 clients calling back to back, which on a busy machine",
    'can read low: the figure "× what was served" below says how far beyond what the bff served the offer was.',
    '',
  ];
  for (const result of results) {
    lines.push(`### ${result.id}. ${result.title}: ${passed(result) ? 'pass' : 'FAIL'}`, '', result.does, '', '| pass mark | measured | |', '|---|---|---|');
    for (const check of result.checks) lines.push(`| ${cell(check.mark)} | ${cell(check.measured)} | ${check.passed ? 'pass' : '**FAIL**'} |`);
    lines.push('');
    for (const [label, value] of result.figures) lines.push(`- ${label}: ${value}`);
    lines.push(`- metered per key (answered to meter / events / rollups): ${result.metering.perKey.map((key) => `${key.proxied}/${key.events}/${key.rollups}`).join(', ')}`);
    lines.push('');
  }
  lines.push(...OPEN_FINDINGS);
  return lines.join('\n');
}

/**
 * What the runs so far have shown beyond their tables, kept with the report so that a new run does
 * not drop it; rewrite it when a run shows otherwise.
 */
const OPEN_FINDINGS = [
  '## Open: overload at twice capacity not yet measured on a quiet machine',
  '',
  'Load shedding (`http/load-shedding.ts`) refuses calls with 503 + `Retry-After` on three measures:',
  'requests in flight per process (`SHED_MAX_REQUESTS_IN_FLIGHT`, 256), calls under way to one upstream',
  'per process (`SHED_MAX_UPSTREAM_CALLS_IN_FLIGHT`, 128: only cache misses are shed, cached answers are',
  'served) and event-loop delay (`SHED_MAX_EVENT_LOOP_DELAY_MS`, 200 ms); `http/load-shedding.api.test.ts`',
  'shows each shedding at once and serving again. Before the first two existed, a run at 2,542 calls/s',
  'of capacity (2026-11-27 03:22 UTC, load average 3.9) shed nothing at twice capacity: served p99',
  '1,688 ms, 6,813 calls held back by the clients\' cap, the wait building up at the upstream (the pool',
  'of 64 connections queued without bound) and in the kernel\'s connection queues, where no event-loop',
  'measure sees it. With them, the run of 2026-11-27 05:49 UTC passed every mark, but other work held the machine',
  '(load average over 30): capacity read 10-24 calls/s and the offer was only about what was served',
  '(see "× what was served" in case 5), so it does not show the bff at twice its capacity. It needs a',
  'run at a load average near 1, ideally with the clients on cores of their own.',
  '',
];
