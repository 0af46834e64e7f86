// Bulk loading with `COPY ... FROM STDIN (FORMAT binary)`: rows are encoded here, one at a time as
// they arrive, into PostgreSQL's binary COPY format, and a batch is streamed in one COPY.
// PostgreSQL stores binary fields as they come: no uuid, timestamp or number is parsed from text
// and no statement is planned. For the metering path's raw events this cost PostgreSQL ~2 µs a
// row (~4 with a unique index on the table) against ~14 µs for an INSERT binding one array
// literal per column (unnest-insert.ts), measured on 20,000-row batches; encoding a row here
// costs well under a microsecond.
//
// Format (https://www.postgresql.org/docs/current/sql-copy.html#id-1.9.3.55.9.4): a signature and
// two int32 (flags, header extension length), then per row an int16 field count and per field an
// int32 byte length followed by the value in the type's binary (send) form, then an int16 -1.
import { once } from 'node:events';
import { setImmediate } from 'node:timers/promises';
import type { ClientBase } from 'pg';
import pgCopyStreams from 'pg-copy-streams';

/** The column types this encoder writes, with the JavaScript value each takes. */
interface BinaryTypes {
  text: string;
  /** The canonical text form, 8-4-4-4-12 hex digits. */
  uuid: string;
  /** Milliseconds since the Unix epoch, as Date.getTime() gives. */
  timestamptz: number;
  int2: number;
  int4: number;
  float4: number;
}

export type BinaryColumn<Row> = {
  [Type in keyof BinaryTypes]: { name: string; type: Type; value: (row: Row) => BinaryTypes[Type] };
}[keyof BinaryTypes];

export interface BinaryCopy<Row> {
  /** `copy <table> (<columns>) from stdin (format binary)` */
  sql: string;
  /** The same COPY into another table with these columns (a partition of the table, say). */
  sqlInto(table: string): string;
  /** A batch of rows, encoded as they are added. */
  rows: () => BinaryRows<Row>;
  /**
   * The rows of a payload built by `rows()`, each as its columns' values in order (a uuid in
   * lower case, a time in ms, a float4 as stored). For reading a batch back, which only a
   * batch the database refused needs: keeping every row's object beside its encoding would cost
   * each batch that is written as it is.
   */
  decode(payload: Buffer): BinaryValue[][];
}

export type BinaryValue = BinaryTypes[keyof BinaryTypes];

interface BinaryRows<Row> {
  /**
   * Encodes a row; throws (a RangeError or TypeError) for a value its column's type cannot hold,
   * leaving the payload as it was before the row.
   */
  add(row: Row): void;
  readonly count: number;
  /** The whole COPY payload (the same one if asked again); no row may be added afterwards. */
  build(): Buffer;
}

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER_BYTES = SIGNATURE.length + 8;
const INITIAL_BYTES = 64 * 1024;
const COPY_SLICE_BYTES = 64 * 1024;
/** PostgreSQL counts timestamps in microseconds from 2000-01-01 00:00 UTC. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_TO_32 = 2 ** 32;
/** Texts up to this many characters are tried as ASCII first (see BinaryRowsBuilder.text). */
const SHORT_TEXT = 64;

/** Value of each hex digit by character code; -1 for anything else. */
const HEX_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) {
  HEX_VALUE['0123456789abcdef'.charCodeAt(i)] = i;
  HEX_VALUE['0123456789ABCDEF'.charCodeAt(i)] = i;
}
/** Where each of a uuid's 16 bytes starts in its text form. */
const UUID_BYTE_OFFSETS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

export function binaryCopy<Row>(table: string, columns: readonly BinaryColumn<Row>[]): BinaryCopy<Row> {
  const sqlInto = (into: string) =>
    `copy ${into} (${columns.map((column) => column.name).join(', ')}) from stdin (format binary)`;
  return {
    sql: sqlInto(table),
    sqlInto,
    rows: () => new BinaryRowsBuilder(columns),
    decode: (payload) => decodeRows(columns, payload),
  };
}

function decodeRows<Row>(columns: readonly BinaryColumn<Row>[], payload: Buffer): BinaryValue[][] {
  const rows: BinaryValue[][] = [];
  let at = HEADER_BYTES;
  for (let fields = payload.readInt16BE(at); fields !== -1; fields = payload.readInt16BE(at)) {
    at += 2;
    const row: BinaryValue[] = [];
    for (let i = 0; i < fields; i++) {
      const length = payload.readInt32BE(at);
      at += 4;
      switch (columns[i]!.type) {
        case 'text':
          row.push(payload.toString('utf8', at, at + length));
          break;
        case 'uuid': {
          const hex = payload.toString('hex', at, at + 16);
          row.push(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
          break;
        }
        case 'timestamptz':
          row.push((payload.readInt32BE(at) * TWO_TO_32 + payload.readUInt32BE(at + 4)) / 1000 + POSTGRES_EPOCH_MS);
          break;
        case 'int2':
          row.push(payload.readInt16BE(at));
          break;
        case 'int4':
          row.push(payload.readInt32BE(at));
          break;
        case 'float4':
          row.push(payload.readFloatBE(at));
          break;
      }
      at += length;
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Streams a payload built by BinaryRows into `sql` on `client`; resolves with the rows copied.
 * The payload goes in slices with the event loop let go between them: a batch is megabytes, and
 * handing it to the socket in one call would copy as much as the socket takes into the kernel
 * while every request waited.
 */
export async function copyIn(client: ClientBase, sql: string, payload: Buffer): Promise<number> {
  const stream = client.query(pgCopyStreams.from(sql));
  const copied = new Promise<number>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', () => resolve(stream.rowCount));
  });
  // A failed COPY emits 'error' and never 'drain': waiting for either ends on the first.
  const failed = copied.then(() => undefined);
  for (let at = 0; at < payload.length && !stream.destroyed; at += COPY_SLICE_BYTES) {
    const isBelowHighWater = stream.write(payload.subarray(at, at + COPY_SLICE_BYTES));
    await Promise.race([isBelowHighWater ? setImmediate() : once(stream, 'drain'), failed]);
  }
  stream.end();
  return copied;
}

class BinaryRowsBuilder<Row> implements BinaryRows<Row> {
  private buffer = Buffer.allocUnsafe(INITIAL_BYTES);
  private length = HEADER_BYTES;
  private rowCount = 0;
  private built: Buffer | undefined;
  /**
   * Per column, the last uuid or text encoded and where its field (length and bytes) lies in the
   * payload. Rows in a row often repeat a value (one key's calls: its user, its key, its
   * endpoint); a repeat is copied from there instead of being encoded again.
   */
  private readonly lastValue: unknown[];
  private readonly lastStart: number[];
  private readonly lastEnd: number[];

  constructor(private readonly columns: readonly BinaryColumn<Row>[]) {
    this.lastValue = columns.map(() => undefined);
    this.lastStart = columns.map(() => 0);
    this.lastEnd = columns.map(() => 0);
    SIGNATURE.copy(this.buffer, 0);
    this.buffer.writeInt32BE(0, SIGNATURE.length); // flags: no OIDs
    this.buffer.writeInt32BE(0, SIGNATURE.length + 4); // no header extension
  }

  get count(): number {
    return this.rowCount;
  }

  add(row: Row): void {
    if (this.built) throw new Error('rows added to a COPY payload already built');
    const rowStart = this.length;
    try {
      this.encode(row);
    } catch (error) {
      // A value its column cannot hold (a number out of range, a malformed uuid): the rows
      // around it must stay a valid COPY, and no later row may copy a field of this one.
      this.length = rowStart;
      this.lastValue.fill(undefined);
      throw error;
    }
    this.rowCount += 1;
  }

  private encode(row: Row): void {
    const { columns } = this;
    this.reserve(2);
    this.length = this.buffer.writeInt16BE(columns.length, this.length);
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      switch (column.type) {
        case 'text':
        case 'uuid': {
          const value = column.value(row);
          if (value === this.lastValue[i]) {
            this.copyField(this.lastStart[i]!, this.lastEnd[i]!);
            break;
          }
          const start = this.length;
          if (column.type === 'text') this.text(value);
          else this.uuid(value);
          this.lastValue[i] = value;
          this.lastStart[i] = start;
          this.lastEnd[i] = this.length;
          break;
        }
        case 'timestamptz':
          this.timestamp(column.value(row));
          break;
        case 'int2':
          this.reserve(6);
          this.length = this.buffer.writeInt16BE(column.value(row), this.buffer.writeInt32BE(2, this.length));
          break;
        case 'int4':
          this.reserve(8);
          this.length = this.buffer.writeInt32BE(column.value(row), this.buffer.writeInt32BE(4, this.length));
          break;
        case 'float4':
          this.reserve(8);
          this.length = this.buffer.writeFloatBE(column.value(row), this.buffer.writeInt32BE(4, this.length));
          break;
      }
    }
  }

  build(): Buffer {
    if (!this.built) {
      this.reserve(2);
      this.length = this.buffer.writeInt16BE(-1, this.length);
      this.built = this.buffer.subarray(0, this.length);
    }
    return this.built;
  }

  /**
   * Appends a copy of the field already written at [start, end): byte by byte, which for a field
   * of a few dozen bytes costs less than a call to copyWithin.
   */
  private copyField(start: number, end: number) {
    this.reserve(end - start);
    const buffer = this.buffer;
    let to = this.length;
    for (let from = start; from < end; from++) buffer[to++] = buffer[from]!;
    this.length = to;
  }

  private text(value: string) {
    // UTF-8 takes at most three bytes per UTF-16 code unit.
    this.reserve(4 + 3 * value.length);
    const buffer = this.buffer;
    const start = this.length + 4;
    // Metered texts are short and ASCII (ids, names, paths): copied a character at a time, which
    // is cheaper than a call into Buffer.write; anything else is encoded by Buffer.write.
    let written = 0;
    if (value.length <= SHORT_TEXT) {
      while (written < value.length) {
        const code = value.charCodeAt(written);
        if (code > 0x7f) break;
        buffer[start + written++] = code;
      }
    }
    if (written < value.length) written = buffer.write(value, start, 'utf8');
    buffer.writeInt32BE(written, this.length);
    this.length = start + written;
  }

  private uuid(value: string) {
    if (value.length !== 36 || value[8] !== '-' || value[13] !== '-' || value[18] !== '-' || value[23] !== '-')
      throw new TypeError(`not a uuid: ${value}`);
    this.reserve(20);
    const buffer = this.buffer;
    let at = buffer.writeInt32BE(16, this.length);
    let invalid = 0;
    for (let i = 0; i < 16; i++) {
      const offset = UUID_BYTE_OFFSETS[i]!;
      const high = HEX_VALUE[value.charCodeAt(offset)] ?? -1;
      const low = HEX_VALUE[value.charCodeAt(offset + 1)] ?? -1;
      invalid |= high | low;
      buffer[at++] = (high << 4) | low;
    }
    // Any non-hex digit read as -1, which sets the sign bit of `invalid`.
    if (invalid < 0) throw new TypeError(`not a uuid: ${value}`);
    this.length = at;
  }

  private timestamp(epochMs: number) {
    this.reserve(12);
    const micros = (epochMs - POSTGRES_EPOCH_MS) * 1000;
    const high = Math.floor(micros / TWO_TO_32);
    let at = this.buffer.writeInt32BE(8, this.length);
    at = this.buffer.writeInt32BE(high, at);
    this.length = this.buffer.writeUInt32BE(micros - high * TWO_TO_32, at);
  }

  private reserve(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}
