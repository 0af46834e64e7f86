// The metering write path of `npm run bench:usage`: the bff's own UsageRecorder (with the rollup
// compactor beside it, as in the bff) offered a steady rate of events on the loaded database.
import type { openDatabase } from '../dist/db/orm.js';
import { UsageRecorder } from '../dist/modules/usage/metering/usage-recorder.js';
import { RollupCompactor } from '../dist/modules/usage/rollup-compactor.js';
import { ENDPOINTS } from './usage-data.ts';

export const INGEST_SECONDS = Number(process.env.BENCH_USAGE_INGEST_SECONDS ?? 20);

/**
 * The metering path at a steady offered rate: `rate` events a second for INGEST_SECONDS into the
 * bff's own UsageRecorder (its timer, batches and rollups), on the loaded database. It sustains
 * the rate when everything offered is written about when the offering stops.
 */
export async function measureIngest(
  orm: Awaited<ReturnType<typeof openDatabase>>,
  keys: { id: string; user_id: string }[],
  rate: number,
  run: number,
) {
  const log = { error: (...args: unknown[]) => console.error(...args) } as never;
  const recorder = new UsageRecorder(orm, log);
  // The rollup compactor runs as in the bff: every 10 s, closing buckets ended a minute before.
  const compactor = new RollupCompactor(orm, log);
  recorder.start();
  compactor.start();
  const started = performance.now();
  let offered = 0;
  const tickMs = 10;
  while (performance.now() - started < INGEST_SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; offered < due; offered++) {
      const key = keys[Math.floor(keys.length * Math.random() ** 2)]!;
      const [provider, endpoint] = ENDPOINTS[Math.floor(ENDPOINTS.length * Math.random() ** 2)]!;
      recorder.record({
        requestId: `ingest-${run}-${offered}`,
        occurredAt: new Date(),
        userId: key.user_id,
        apiKeyId: key.id,
        provider,
        endpoint,
        status: Math.random() < 0.95 ? 200 : 500,
        latencyMs: Math.exp(6 * Math.random() * Math.random()),
        bytes: 1000,
        cacheStatus: Math.random() < 0.6 ? 'HIT' : 'MISS',
        method: 'GET',
        path: endpoint.replace('{id}', String(offered % 99991)),
      });
    }
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  const offering = (performance.now() - started) / 1000;
  await recorder.stop();
  const seconds = (performance.now() - started) / 1000;
  await compactor.stop();
  console.log(
    `ingest at ${rate}/s: ${offered} events offered over ${offering.toFixed(1)} s, all written after ${seconds.toFixed(1)} s`,
  );
  return { rate, offered, offering, seconds };
}
