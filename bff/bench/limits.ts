// `npm run bench:limits`: what quota alerts add to the proxy's hot path, in CPU time per counted
// call of the in-memory limits (`MemoryAccountLimits.consume`, what a cached hit without Redis
// runs), in alternating rounds of the same process:
//   before       the limits without a crossings listener (the code before quota alerts)
//   below 80%    the limits telling the recorder, an account under 80% of its quota (one comparison)
//   past 80%     the same, an account past 80% whose thresholds were handed on already (every
//                such call reaches the recorder: a map lookup and a few comparisons)
// With Redis the same test follows a Redis round trip of tens of µs and is not measured apart.
// The whole request's CPU is `npm run bench:proxy`'s; this isolates the part that changed.
import type { FastifyBaseLogger } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import type { Plan } from '../src/config.js';
import { MemoryAccountLimits, type QuotaCrossings } from '../dist/modules/data-proxy/account-limits.js';
import type { Mailer } from '../dist/modules/mail/mailer.gateway.js';
import { QuotaCrossingRecorder } from '../dist/modules/quota-alerts/quota-crossings.js';
import { writeBenchmarkSection } from './bench-support.ts';

const CALLS = Number(process.env.BENCH_LIMIT_CALLS ?? 5_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const QUOTA = 1_000_000_000;
const plan: Plan = {
  id: 'free',
  name: 'Free',
  requestsPerSecond: 1e9,
  requestsPerDay: QUOTA,
  monthlyAmount: 0,
  currency: 'usd',
  stripePriceId: null,
};
const plans = { free: plan };
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
// The recorder's database and mailer are never reached past an account's first call: a stand-in
// that records nothing keeps the bench to the hot path.
const orm = { em: { fork: () => ({ execute: () => Promise.resolve([]) }) } } as unknown as MikroORM;
const mailer: Mailer = { send: () => Promise.resolve(), close: () => undefined };

type Case = 'before' | 'below 80%' | 'past 80%';
const CASES: Case[] = ['before', 'below 80%', 'past 80%'];

function limitsFor(which: Case): MemoryAccountLimits {
  const crossings: QuotaCrossings | undefined =
    which === 'before' ? undefined : new QuotaCrossingRecorder(orm, mailer, { product: 'Bench', frontendUrl: '' }, log);
  const limits = new MemoryAccountLimits(plans, Date.now, crossings);
  if (which === 'past 80%') {
    const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    limits.carryOver({ dayStart, usedByAccount: new Map([['account', Math.ceil(QUOTA * 0.85)]]) });
  }
  return limits;
}

/** ns of this process's CPU per consume() call. */
function measure(which: Case): number {
  const limits = limitsFor(which);
  // A second's window starts at its first call: with this rate no call is refused.
  for (let i = 0; i < 100_000; i++) limits.consume('account', 'free');
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) limits.consume('account', 'free');
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / CALLS;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const results: Record<Case, number[]> = { before: [], 'below 80%': [], 'past 80%': [] };
for (let round = 0; round < ROUNDS; round++) {
  // Alternating order, so that neither case always runs first or last in a round.
  const order = round % 2 === 0 ? CASES : [...CASES].reverse();
  for (const which of order) results[which].push(measure(which));
}

const at = new Date().toISOString().slice(0, 16).replace('T', ' ');
const row = (which: Case) =>
  `| ${which} | ${median(results[which]).toFixed(1)} | ${results[which].map((ns) => ns.toFixed(1)).join(', ')} |`;
const before = median(results.before);
writeBenchmarkSection(
  '## Quota alerts on the hot path',
  `## Quota alerts on the hot path

Measured ${at} UTC by \`npm run bench:limits -w @touchline/bff\` on this project's shared 2-core machine: CPU time
(user + system, this process) per \`MemoryAccountLimits.consume\` call, ${CALLS.toLocaleString('en')} calls per
measurement, ${ROUNDS} rounds in alternating order; "before" is the limits without the crossings listener, as before
quota alerts.

| case | median ns/call | each round |
|---|---|---|
${row('before')}
${row('below 80%')}
${row('past 80%')}

Added per counted call: ${(median(results['below 80%']) - before).toFixed(1)} ns below 80% of the quota,
${(median(results['past 80%']) - before).toFixed(1)} ns past it (medians).
`,
);
