// The metering worker: a thread of the bff that takes the calls the request thread records
// (usage-recorder.ts), packed as usage-wire.ts describes, and writes them to PostgreSQL through
// a UsageBatchWriter on a pool of its own. Encoding the COPY rows, folding the rollups and the
// pg client's work all happen here, off the thread that answers requests.
//
// Messages in:  { type: 'events', chunk }  { type: 'flush', id }  { type: 'stop', id }
// Messages out: { type: 'done', id } once a flush or stop has written what came before it,
//               { type: 'log', details, message } for the bff's log.
import pg from 'pg';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { UsageBatchWriter, type MeteringLog } from './usage-batch-writer.js';
import { decodeUsageChunk, type UsageChunk } from './usage-wire.js';

export interface MeteringWorkerData {
  databaseUrl: string;
  /** How often the buffered events are written (ms); less often after a failed write (usage-batch-writer.ts). */
  flushIntervalMs: number;
}

export type MeteringRequest = { type: 'events'; chunk: UsageChunk } | { type: 'flush' | 'stop'; id: number };
export type MeteringReply = { type: 'done'; id: number } | { type: 'log'; details: object; message: string };

const port = parentPort!;
const { databaseUrl, flushIntervalMs } = workerData as MeteringWorkerData;
// Nice 10: about a tenth of a busy core's time when requests compete for it, which is more than
// metering needs at the proxy's full throughput (3-4 µs an event, measured).
const METERING_NICENESS = 10;
lowerThisThreadsPriority();
const reply = (message: MeteringReply) => port.postMessage(message);

// Two connections: a batch's transaction, and the partition check that may precede it.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c jit=off' });
const log: MeteringLog = {
  error: (details, message) => reply({ type: 'log', details: serializable(details), message }),
};
pool.on('error', (error) => log.error({ err: error }, 'usage: an idle metering connection failed'));

const writer = new UsageBatchWriter(pool, log);
const timer = setInterval(() => void writer.writeDue(), flushIntervalMs);

port.on('message', (message: MeteringRequest) => {
  switch (message.type) {
    case 'events':
      try {
        decodeUsageChunk(message.chunk, (event) => writer.add(event));
      } catch (error) {
        // A bug, not a state to recover from; the events read before it are kept, and the worker
        // stays up for the chunks that follow.
        log.error({ err: error, events: message.chunk.events }, 'usage: a chunk of metered calls could not be read');
      }
      return;
    case 'flush':
      void writer.flush().then(() => reply({ type: 'done', id: message.id }));
      return;
    case 'stop':
      clearInterval(timer);
      void writer
        .flush()
        .then(() => pool.end())
        .then(() => reply({ type: 'done', id: message.id }));
      return;
  }
});

/** An error as the log prints it; structured cloning would drop its class and own fields. */
function serializable(details: object): object {
  const { err, ...rest } = details as { err?: unknown };
  if (!(err instanceof Error)) return details;
  return {
    ...rest,
    err: { type: err.name, message: err.message, stack: err.stack, code: (err as { code?: unknown }).code },
  };
}

/**
 * Metering is background work: when the cores are busy, answering requests comes first and the
 * writes catch up in the gaps (batches only grow, and a larger batch costs less per event).
 * Linux gives each thread its own nice value; this thread's id is the last part of
 * /proc/thread-self. Elsewhere the thread keeps the process's priority.
 */
function lowerThisThreadsPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(threadId, METERING_NICENESS);
  } catch {
    // Not Linux, or not permitted: the default priority is correct, only less polite.
  }
}
