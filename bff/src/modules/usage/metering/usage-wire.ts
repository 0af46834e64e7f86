// How metered calls travel from the request thread to the metering worker: packed into chunks
// of bytes (ArrayBuffers handed over without a copy), so recording a call costs the request
// thread a few stores rather than the encoding, folding and writing that follow (~1 µs at best,
// and the pg client's work besides). Within a chunk, the strings a call repeats (user, key,
// provider, endpoint, cache status) are sent once and then named by number; the request id and
// the path as called (ids and all), unique to most calls, travel in full. Each chunk carries its own strings, so any chunk can be
// read on its own: by a metering worker started after another died, say. (A 64 kB chunk holds
// some 800 calls and usually a handful of distinct strings: repeating them per chunk costs little.)
//
// A chunk is a run of records, read in order:
//   STRING  kind u8 | id u32 | length u32 | UTF-8 bytes           the chunk's next string
//   EVENT   kind u8 | occurredAt f64 (ms) | latencyMs f64 | bytes f64 | status u16
//           | user u32 | key u32 | provider u32 | endpoint u32 | cacheStatus u32 | method u8
//           | requestId length u16 | path length u16 | requestId UTF-8 bytes | path UTF-8 bytes
import type { UsageEvent } from './usage-batch-writer.js';

const STRING = 1;
const EVENT = 2;

/** Bytes a chunk holds before it is handed over (a larger record gets a chunk of its own size). */
const CHUNK_BYTES = 64 * 1024;
const EVENT_FIXED_BYTES = 1 + 8 * 3 + 2 + 4 * 5 + 1 + 2 + 2;
/** The methods the data proxy answers, by their number on the wire. */
const METHODS = ['GET', 'HEAD'] as const;
const STRING_FIXED_BYTES = 9;
/** UTF-8 takes at most three bytes for each UTF-16 code unit. */
const MAX_UTF8_PER_UNIT = 3;

export interface UsageChunk {
  bytes: ArrayBuffer;
  /** How much of `bytes` holds records. */
  length: number;
  events: number;
}

/** The request thread's side: packs events into chunks and hands each full one to `send`. */
export class UsageEventEncoder {
  private buffer!: Buffer;
  private view!: DataView;
  private offset = 0;
  private events = 0;
  private readonly ids = new Map<string, number>();
  /**
   * Per field of an event (user, key, provider, endpoint, cache status), its last value and that
   * value's number in this chunk: most events repeat the one before, and skip the map.
   */
  private readonly recentValues: (string | undefined)[] = [undefined, undefined, undefined, undefined, undefined];
  private readonly recentIds = [0, 0, 0, 0, 0];

  constructor(private readonly send: (chunk: UsageChunk) => void) {
    this.startChunk(CHUNK_BYTES);
  }

  add(event: UsageEvent): void {
    // Room for the whole event and any of its strings the chunk lacks, so that an event never
    // straddles two chunks (and two string tables).
    const strings =
      event.userId.length +
      event.apiKeyId.length +
      event.provider.length +
      event.endpoint.length +
      event.cacheStatus.length;
    this.reserve(
      EVENT_FIXED_BYTES +
        5 * STRING_FIXED_BYTES +
        MAX_UTF8_PER_UNIT * (strings + event.requestId.length + event.path.length),
    );
    const user = this.idOf(event.userId, 0);
    const key = this.idOf(event.apiKeyId, 1);
    const provider = this.idOf(event.provider, 2);
    const endpoint = this.idOf(event.endpoint, 3);
    const cacheStatus = this.idOf(event.cacheStatus, 4);
    const view = this.view;
    let at = this.offset;
    view.setUint8(at, EVENT);
    view.setFloat64(at + 1, event.occurredAt.getTime(), true);
    view.setFloat64(at + 9, event.latencyMs, true);
    view.setFloat64(at + 17, event.bytes, true);
    view.setUint16(at + 25, event.status, true);
    view.setUint32(at + 27, user, true);
    view.setUint32(at + 31, key, true);
    view.setUint32(at + 35, provider, true);
    view.setUint32(at + 39, endpoint, true);
    view.setUint32(at + 43, cacheStatus, true);
    view.setUint8(at + 47, event.method === 'HEAD' ? 1 : 0);
    at += EVENT_FIXED_BYTES;
    const idBytes = this.buffer.write(event.requestId, at, 'utf8');
    view.setUint16(at - 4, idBytes, true);
    const pathBytes = this.buffer.write(event.path, at + idBytes, 'utf8');
    view.setUint16(at - 2, pathBytes, true);
    this.offset = at + idBytes + pathBytes;
    this.events += 1;
  }

  /** The records packed so far, or undefined when there are none. */
  take(): UsageChunk | undefined {
    if (this.offset === 0) return undefined;
    const chunk = { bytes: this.buffer.buffer as ArrayBuffer, length: this.offset, events: this.events };
    this.startChunk(CHUNK_BYTES);
    return chunk;
  }

  /** The value's number in this chunk, sending the value first if the chunk does not have it yet. */
  private idOf(value: string, field: number): number {
    if (this.recentValues[field] === value) return this.recentIds[field]!;
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(value, id);
      const at = this.offset;
      this.view.setUint8(at, STRING);
      this.view.setUint32(at + 1, id, true);
      const written = this.buffer.write(value, at + STRING_FIXED_BYTES, 'utf8');
      this.view.setUint32(at + 5, written, true);
      this.offset = at + STRING_FIXED_BYTES + written;
    }
    this.recentValues[field] = value;
    this.recentIds[field] = id;
    return id;
  }

  private reserve(bytes: number): void {
    if (this.offset + bytes <= this.buffer.length) return;
    const full = this.take();
    if (full) this.send(full);
    if (bytes > CHUNK_BYTES) this.startChunk(bytes);
  }

  private startChunk(size: number): void {
    // A Buffer of its own (not from Node's shared pool), so its ArrayBuffer can be handed over.
    this.buffer = Buffer.from(new ArrayBuffer(size));
    this.view = new DataView(this.buffer.buffer, 0, size);
    this.offset = 0;
    this.events = 0;
    this.ids.clear();
    this.recentValues.fill(undefined);
  }
}

/**
 * The metering worker's side: the events of one chunk, in the order they were packed. One event
 * object (and its Date) is filled in for each event in turn: `onEvent` must not keep it, only
 * what it reads from it (its strings may be kept). A chunk holds hundreds of events, and an
 * object each was most of the worker's garbage.
 */
export function decodeUsageChunk(chunk: UsageChunk, onEvent: (event: UsageEvent) => void): void {
  const buffer = Buffer.from(chunk.bytes, 0, chunk.length);
  const view = new DataView(chunk.bytes, 0, chunk.length);
  const strings: string[] = [];
  const string = (id: number): string => {
    const value = strings[id];
    if (value === undefined) throw new Error(`usage chunk: string ${id} is not in the chunk`);
    return value;
  };
  const event: UsageEvent = {
    occurredAt: new Date(0),
    latencyMs: 0,
    bytes: 0,
    status: 0,
    userId: '',
    apiKeyId: '',
    provider: '',
    endpoint: '',
    cacheStatus: 'NONE',
    requestId: '',
    method: 'GET',
    path: '',
  };
  let at = 0;
  while (at < chunk.length) {
    const kind = view.getUint8(at);
    if (kind === STRING) {
      const length = view.getUint32(at + 5, true);
      strings[view.getUint32(at + 1, true)] = buffer.toString(
        'utf8',
        at + STRING_FIXED_BYTES,
        at + STRING_FIXED_BYTES + length,
      );
      at += STRING_FIXED_BYTES + length;
    } else if (kind === EVENT) {
      const idLength = view.getUint16(at + EVENT_FIXED_BYTES - 4, true);
      const pathLength = view.getUint16(at + EVENT_FIXED_BYTES - 2, true);
      const idStart = at + EVENT_FIXED_BYTES;
      event.occurredAt.setTime(view.getFloat64(at + 1, true));
      event.latencyMs = view.getFloat64(at + 9, true);
      event.bytes = view.getFloat64(at + 17, true);
      event.status = view.getUint16(at + 25, true);
      event.userId = string(view.getUint32(at + 27, true));
      event.apiKeyId = string(view.getUint32(at + 31, true));
      event.provider = string(view.getUint32(at + 35, true));
      event.endpoint = string(view.getUint32(at + 39, true));
      event.cacheStatus = string(view.getUint32(at + 43, true)) as UsageEvent['cacheStatus'];
      event.method = METHODS[view.getUint8(at + 47)] ?? 'GET';
      event.requestId = textAt(buffer, idStart, idStart + idLength);
      event.path = textAt(buffer, idStart + idLength, idStart + idLength + pathLength);
      onEvent(event);
      at = idStart + idLength + pathLength;
    } else {
      throw new Error(`usage chunk: unknown record kind ${kind} at byte ${at}`);
    }
  }
}

/** UTF-8 text; ASCII (every request id the proxy makes, a path as received) is read as Latin-1, which is the same and cheaper. */
function textAt(buffer: Buffer, start: number, end: number): string {
  for (let i = start; i < end; i++) if (buffer[i]! > 0x7f) return buffer.toString('utf8', start, end);
  return buffer.toString('latin1', start, end);
}
