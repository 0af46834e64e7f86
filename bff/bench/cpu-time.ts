// CPU time per request, the figure of `npm run bench:proxy` that does not depend on who else runs
// on the machine: what the product spends on a call (its process with every thread: the request
// thread, V8's helpers, the metering worker; and its child processes: the embedded PostgreSQL that
// stores the usage events), read from /proc, against what a bare Fastify route spends on one in
// the same run. Throughput ratios move with whatever else is scheduled on the same cores; CPU time
// per request moves far less.
//
// With two cores or more, the servers measured are pinned to one core (PRODUCT_CORE) and the load
// generator, this script and the sample upstream to another (LOAD_CORE), with taskset, so the
// load generator never takes CPU from the product in the middle of a request. A process started
// later by a pinned one (a PostgreSQL backend) inherits its core.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

export const PRODUCT_CORE = 1;
export const LOAD_CORE = 0;
/** Whether pinning is possible here: taskset installed and a second core to pin to. */
export const CAN_PIN = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).error === undefined;
/** The cap on CPU per cached hit, as a multiple of the bare route's CPU per request. */
export const CPU_RATIO_MARK = 1.5;

/** Clock ticks a second of /proc's CPU counters (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

interface ProcStat {
  pid: number;
  parent: number;
  /** utime + stime of every thread, plus cutime + cstime: the CPU of its children that have exited. */
  cpuSeconds: number;
}

function statOf(pid: number): ProcStat | undefined {
  try {
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { pid, parent: Number(fields[1]), cpuSeconds: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined; // gone meanwhile
  }
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => statOf(Number(entry)))
    .filter((stat) => stat !== undefined);
}

/** `root` and every process below it. */
function treeOf(root: number): ProcStat[] {
  const processes = allProcesses();
  const tree: ProcStat[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    for (const candidate of processes) {
      if (candidate.pid === pid) tree.push(candidate);
      if (candidate.parent === pid) pending.push(candidate.pid);
    }
  }
  return tree;
}

/**
 * CPU seconds of a process and all its descendants, threads included, and of descendants that
 * have exited meanwhile (their CPU has moved to their parent's cutime and cstime).
 */
export function processTreeCpuSeconds(root: number): number {
  return treeOf(root).reduce((sum, stat) => sum + stat.cpuSeconds, 0);
}

/** Pins `root`, every thread of it and every process below it to `core` (no-op where pinning is impossible). */
export function pinProcessTree(root: number, core: number): void {
  if (!CAN_PIN) return;
  for (const { pid } of treeOf(root))
    spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
}

/** The command line that runs `command` on `core` (as it is where pinning is impossible). */
export function onCore(core: number, command: string, args: readonly string[]): [string, string[]] {
  return CAN_PIN ? ['taskset', ['-c', String(core), command, ...args]] : [command, [...args]];
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface CpuComparison {
  /** CPU µs per request of the product and of the bare route, per round. */
  productUs: number[];
  bareUs: number[];
  ratios: number[];
  medianRatio: number;
  passed: boolean;
}

/** Per round, the product's CPU per request over the bare route's, and their median against CPU_RATIO_MARK. */
export function compareCpu(productMsPerRequest: readonly number[], bareMsPerRequest: readonly number[]): CpuComparison {
  const ratios = productMsPerRequest.map((product, round) => product / bareMsPerRequest[round]!);
  const medianRatio = median(ratios);
  return {
    productUs: productMsPerRequest.map((ms) => ms * 1000),
    bareUs: bareMsPerRequest.map((ms) => ms * 1000),
    ratios,
    medianRatio,
    passed: medianRatio <= CPU_RATIO_MARK,
  };
}

/** The lines of BENCHMARKS.md that give the comparison. */
export function cpuComparisonSection(comparison: CpuComparison, product: string, bare: string): string {
  const rounds = comparison.ratios.map(
    (ratio, round) =>
      `| ${round + 1} | ${comparison.productUs[round]!.toFixed(1)} | ${comparison.bareUs[round]!.toFixed(1)} | ${ratio.toFixed(2)} |`,
  );
  const pinning = CAN_PIN
    ? `The servers measured ran pinned to core ${PRODUCT_CORE} (\`taskset\`, every thread and child process), the load generator, this script and the sample upstream to core ${LOAD_CORE}.`
    : 'Pinning was not possible here (taskset missing or a single core): the figures share their cores with the load generator.';
  return `### CPU per cached hit

CPU time per answered request at full load, read from \`/proc/<pid>/stat\` (utime + stime of every thread, and of every
child process, the embedded PostgreSQL included, with cutime + cstime for children that exited), from before each
measurement until a second after it (so that metering written just after the load is counted), divided by the requests
the load generator saw answered. ${pinning} Product: ${product}; bare: ${bare}.

| round | product µs/req | bare route µs/req | ratio |
|---|---|---|---|
${rounds.join('\n')}

Median ratio **${comparison.medianRatio.toFixed(2)}** (pass mark ≤ ${CPU_RATIO_MARK}): **${comparison.passed ? 'pass' : 'FAIL'}**.
`;
}
