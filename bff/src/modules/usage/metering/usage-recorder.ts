// Metering for every proxied call, as the request thread sees it: record() packs the call into
// a chunk of bytes (usage-wire.ts) and returns; the chunks go to the metering worker
// (metering-worker.ts), a thread that writes them to PostgreSQL in batches (usage-batch-writer.ts).
// So a call's metering costs the thread that answers requests a few stores, and the writes, at
// least once a second, never wait in line with requests.
//
// Chunks are handed over every HANDOFF_INTERVAL_MS, or sooner when one fills; the worker writes
// every FLUSH_INTERVAL_MS. flush() and stop() resolve once everything recorded before them has
// been written (or has failed to be and been logged; the worker keeps such a batch and retries).
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { Worker } from 'node:worker_threads';
import type { UsageEvent } from './usage-batch-writer.js';
import type { MeteringReply, MeteringRequest, MeteringWorkerData } from './metering-worker.js';
import { UsageEventEncoder, type UsageChunk } from './usage-wire.js';

export type { UsageEvent } from './usage-batch-writer.js';

const HANDOFF_INTERVAL_MS = 100;
// Fewer, larger transactions cost PostgreSQL less per event (measured in BENCHMARKS.md); each
// event is still in PostgreSQL within a second of its call.
const FLUSH_INTERVAL_MS = 500;

// The worker runs compiled JavaScript: next to this module when it is compiled, and from dist
// when jest runs this module from its TypeScript source (`npm test` builds dist first).
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('../../../../dist/modules/usage/metering/metering-worker.js', import.meta.url)
  : new URL('./metering-worker.js', import.meta.url);

export class UsageRecorder {
  private readonly encoder = new UsageEventEncoder((chunk) => this.handOver(chunk));
  private worker: Worker;
  private timer: NodeJS.Timeout | undefined;
  private nextRequestId = 0;
  /** Flushes and stops the worker has not answered yet, by request id. */
  private readonly awaiting = new Map<number, () => void>();
  /** Events handed to a worker so far. */
  private handedOver = 0;
  /** How many of those an answered flush covers; the rest are what a crash of the worker would lose. */
  private confirmed = 0;
  private stopped = false;

  constructor(
    orm: MikroORM,
    private readonly log: FastifyBaseLogger,
  ) {
    this.worker = this.startWorker({ databaseUrl: orm.config.get('clientUrl')!, flushIntervalMs: FLUSH_INTERVAL_MS });
  }

  start() {
    this.timer = setInterval(() => this.handOver(this.encoder.take()), HANDOFF_INTERVAL_MS);
    this.timer.unref();
  }

  record(event: UsageEvent) {
    this.encoder.add(event);
  }

  /** Resolves once everything recorded so far has been written, or its write failed and was logged. */
  flush(): Promise<void> {
    return this.ask('flush');
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ask('stop');
    this.stopped = true;
    await this.worker.terminate();
  }

  private ask(type: 'flush' | 'stop'): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.handOver(this.encoder.take());
    const id = this.nextRequestId++;
    const covered = this.handedOver;
    // While an answer is awaited the worker keeps the process alive; otherwise it does not.
    this.worker.ref();
    const answered = new Promise<void>((resolve) => this.awaiting.set(id, resolve)).then(() => {
      this.confirmed = Math.max(this.confirmed, covered);
      if (this.awaiting.size === 0) this.worker.unref();
    });
    this.worker.postMessage({ type, id } satisfies MeteringRequest);
    return answered;
  }

  private handOver(chunk: UsageChunk | undefined): void {
    if (chunk === undefined || this.stopped) return;
    this.handedOver += chunk.events;
    this.worker.postMessage({ type: 'events', chunk } satisfies MeteringRequest, [chunk.bytes]);
  }

  private startWorker(data: MeteringWorkerData): Worker {
    const worker = new Worker(WORKER_URL, { workerData: data, name: 'metering' });
    worker.unref();
    worker.on('message', (message: MeteringReply) => {
      if (message.type === 'log') {
        this.log.error(message.details, message.message);
        return;
      }
      const resolve = this.awaiting.get(message.id);
      this.awaiting.delete(message.id);
      resolve?.();
    });
    worker.on('error', (error) => this.log.error({ err: error }, 'usage: the metering worker failed'));
    worker.on('exit', (code) => {
      if (this.stopped) return;
      // Not expected: the worker catches every failed write. What it held is lost; say how much,
      // and start a new one so metering goes on.
      this.log.error(
        { code, lostEvents: this.handedOver - this.confirmed },
        'usage: the metering worker exited; starting a new one',
      );
      this.confirmed = this.handedOver;
      for (const resolve of this.awaiting.values()) resolve();
      this.awaiting.clear();
      this.worker = this.startWorker(data);
    });
    return worker;
  }
}
