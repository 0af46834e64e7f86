// RELIABILITY.md: what each fault case does, its pass marks, and the figures of one run.
import os from 'node:os';
import { answersByKind, formatCounts, outcomeOf, passed, verdictOf, type CaseResult } from './case-result.js';
import { FULL_SCALE, type SuiteScale } from './marks.js';

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
    "- **metered**: usage events of the case's keys; **lost**: answers to meter with no usage event;",
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
        passed(result)
          ? outcomeOf(result)
          : `**FAIL** (${result.checks.filter((check) => !check.passed).length} of ${result.checks.length} marks missed)`,
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
    'Case 5 also sends the calls that measure capacity, those that check each process recovered and those',
    'after the overload; its "to meter" and "metered" count them too, its "sent" and "answered" only the',
    'overload itself. Its capacity comes from an open-loop ramp, and its offer follows twice what is served: the',
    'figure "× what was served" below says how far beyond what the bff served the offer was.',
    '',
  ];
  for (const result of results) {
    lines.push(
      `### ${result.id}. ${result.title}: ${outcomeOf(result)}`,
      '',
      result.does,
      '',
      '| pass mark | measured | |',
      '|---|---|---|',
    );
    for (const check of result.checks)
      lines.push(`| ${cell(check.mark)} | ${cell(check.measured)} | ${verdictOf(check).replace('FAIL', '**FAIL**')} |`);
    lines.push('');
    for (const [label, value] of result.figures) lines.push(`- ${label}: ${value}`);
    lines.push(
      `- metered per key (answered to meter / events / rollups): ${result.metering.perKey.map((key) => `${key.proxied}/${key.events}/${key.rollups}`).join(', ')}`,
    );
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
  '## Served latency at twice capacity: what the runs found',
  '',
  'Load shedding (`http/load-shedding.ts`) refuses calls with 503 + `Retry-After` on requests in flight',
  'per process (`SHED_MAX_REQUESTS_IN_FLIGHT`, 256), calls under way to one upstream per process',
  '(`SHED_MAX_UPSTREAM_CALLS_IN_FLIGHT`, 32: only misses are shed) and event-loop delay',
  '(`SHED_MAX_EVENT_LOOP_DELAY_MS`, 200 ms); a fourth measure, CPU starvation (utilisation at least',
  '`SHED_STARVED_EVENT_LOOP_UTILIZATION` together with a delay over `SHED_STARVED_EVENT_LOOP_DELAY_MS`),',
  'is off by default (below). `http/load-shedding.api.test.ts` shows each shedding at once and serving again.',
  '',
  'Until 2026-11-27 case 5 rarely offered twice capacity: a closed loop read capacity 1.1-2 × too low and',
  'the open loop then reached 1.1-1.5 × what was served. Three causes were measured, and are fixed in the suite:',
  '',
  "- the clients (undici's `request()`) cost ~300 µs of CPU a call, as much as a bff's call; the suite's own",
  '  keep-alive client (`keep-alive-client.ts`) costs 74-128 µs (the whole suite process, per call);',
  "- the clients waited for a CPU like everything else: their event loop's p99 delay was 1.2-1.7 s under",
  '  overload, so calls left late and answers were read late. They now run 5 nice levels ahead of the',
  '  deployment (`deployment-priority.ts`): 87-145 ms;',
  '- calls that opened a connection under overload met full accept queues: in one run 2,289 connections',
  '  were dropped (`TcpExtListenOverflows`) and 1,463 SYNs sent again, 1 s, 3 s, 7 s later, before the',
  '  bff could see them (hit p99 3.0 s, max 7.1 s). The clients now open their connections beforehand,',
  "  as a load balancer's pool does; the case reports calls that still opened one and the drops.",
  '',
  'Capacity is now read by an open-loop ramp, and the offer follows twice what was served over the last',
  'second; the latency and queue marks are judged only at an offer of 1.8 × what was served or more, with',
  'the clients under 200 ms of delay. A mark added: the bff must go on serving at least half its capacity',
  '(a process that sheds everything keeps every latency low).',
  '',
  'Runs of case 5 alone, 2026-11-27 15:01-15:07 UTC, starvation measure off and on alternately (`npm run faults -w @touchline/bff` with',
  '`FAULTS_CASES=5`, `SHED_STARVED_EVENT_LOOP_UTILIZATION=0` or `0.9` with 50 ms), load average 11-14: three',
  "other helpers' tests and type checks on the same two cores:",
  '',
  '| run | starvation | capacity /s | offer /s | served /s | offer ÷ served | hit p50 / p99 | miss p50 / p99 | shed | clients p99 delay | recovery |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  '| 1 | off | 1,029 | 2,387 | 1,038 | 2.30 | 268 / 1,488 ms | 1,298 / 3,736 ms | 12,535 | 117 ms | 741-747 ms |',
  '| 2 | on | 1,058 | 2,035 | 156 | 13.04 | 633 / 1,287 ms | 1,472 / 7,459 ms | 18,726 | 424 ms (not judged) | 230-904 ms |',
  '| 3 | off | 877 | 1,789 | 587 | 3.05 | 595 / 2,468 ms | 1,487 / 4,016 ms | 11,403 | 145 ms | 694-827 ms |',
  '| 4 | on | 753 | 2,130 | 1,127 | 1.89 | 154 / 1,946 ms | 412 / 3,160 ms | 9,441 | 87 ms | 52-103 ms |',
  '',
  'Every run reached twice capacity (in run 2 the clients fell behind) and none met the 1 s p99 mark: with the clients prompt and no',
  'connection waiting to be accepted, cached hits still wait 1.3-2.5 s at p99 in the bff processes,',
  'which get a core only in turns. Nothing metered was lost in any run, every 503 carried Retry-After, and',
  'every process served again within a second. The starvation measure either shed 85% of what the bff',
  'could serve (run 2) or changed nothing beyond the spread (run 4): the spread between runs of the same',
  'setting (hit p99 1.5 and 2.5 s, served 587-1,127/s) is larger than its effect, so it stays off; its test',
  'shows it sheds as specified. A refused call costs the bff ~16 µs against ~25 µs for a cached hit',
  '(BENCHMARKS.md), so shedding hits frees little: on two cores shared with other work the mark is',
  'probably out of reach, and the next measurement needs cores the neighbours do not use.',
  '',
  'Runs on a quieter machine, 2026-11-27 19:18-19:31 UTC (no other work but the suite, load average 2.9-4.5):',
  'the full suite, then case 5 alone with one knob changed each time:',
  '',
  '| run | setting | capacity /s | offer ÷ served | served /s | hit p50 / p99 | miss p50 / p99 | all served p99 |',
  '|---|---|---|---|---|---|---|---|',
  '| full suite | defaults | 1,203 | 1.95 | 2,677 | 179 / 710 ms | 817 / 4,612 ms | 1,472 ms |',
  '| case 5 | `SHED_MAX_UPSTREAM_CALLS_IN_FLIGHT=8` | 1,801 | 1.99 | 3,146 | 176 / 609 ms | 896 / 2,993 ms | 1,552 ms |',
  '| case 5 | defaults (32) | 1,329 | 1.99 | 2,456 | 187 / 692 ms | 797 / 3,035 ms | 1,768 ms |',
  '| case 5 | `SHED_MAX_EVENT_LOOP_DELAY_MS=100` | 1,123 | 1.90 | 2,012 | 93 / 708 ms | 474 / 1,937 ms | 1,514 ms |',
  '| case 5 | `SHED_MAX_EVENT_LOOP_DELAY_MS=50` | 1,304 | 2.03 | 2,370 | 121 / 621 ms | 692 / 3,648 ms | 1,429 ms |',
  '',
  'With the cores to themselves, **cached hits keep their p99 under 1 s in every run (609-710 ms)**; what',
  'misses the mark is the misses (1 call in 10 of those served), at a p99 of 1.9-4.6 s whatever the cap on',
  'upstream calls or the event-loop delay that sheds. The sample upstream answers a search in a few',
  'milliseconds; a miss waits instead for several turns of a bff event loop that is ~100-190 ms late under',
  'overload (the request, the upstream call out, its answer, the cache, the reply), where a hit needs one.',
  'Nothing metered was lost in any run, every 503 carried Retry-After, every process served again within',
  '3 ms.',
  '',
  '## A deadline for misses under overload',
  '',
  'Since 2026-11-27 22:26 UTC a miss already admitted waits at most `SHED_MISS_DEADLINE_MS` (250 ms) for its',
  'upstream while that upstream is under pressure (its calls at `SHED_MAX_UPSTREAM_CALLS_IN_FLIGHT` now or',
  'within the last second), then is answered 503 + `Retry-After`, metered as the call it was (`X-Cache: MISS`);',
  'its upstream call goes on and fills the cache, so the retry is a hit (`DataProxyService.withinDeadline`,',
  '`http/load-shedding.api.test.ts`). Without pressure a miss waits for a slow upstream up to its timeout.',
  'In its first run (the full suite, load average 3.3, a faster CPU than the runs above): **cases 1-5 pass**;',
  'case 5 at 1.93 × what was served: misses p99 730 ms, max 800 ms (1.9-4.6 s before), cached hits p99 572 ms,',
  'all served p99 615 ms. The run at the top of this file is the latest; "misses under overload" there says',
  'how many misses were served and how many met their deadline.',
  '',
];
