// The request thread and the metering worker share nothing but these chunks: every event must
// come out as it went in, whatever order, size or strings it was recorded with.
import { expect, it } from '@jest/globals';
import type { UsageEvent } from './usage-batch-writer.js';
import { decodeUsageChunk, UsageEventEncoder, type UsageChunk } from './usage-wire.js';

const event = (n: number, overrides: Partial<UsageEvent> = {}): UsageEvent => ({
  requestId: `01a20064-d10a-7d79-9802-${String(n).padStart(12, '0')}`,
  occurredAt: new Date(Date.UTC(2026, 10, 21, 12, 0, 0, n % 1000)),
  userId: `00000000-0000-4000-8000-${String(n % 7).padStart(12, '0')}`,
  apiKeyId: `00000000-0000-4000-9000-${String(n % 13).padStart(12, '0')}`,
  provider: n % 2 ? 'flashscore' : 'transfermarkt',
  endpoint: `/football/:id/${n % 5}`,
  status: [200, 404, 429, 502][n % 4]!,
  latencyMs: n / 7,
  bytes: n * 31,
  cacheStatus: (['HIT', 'MISS', 'STALE', 'NONE'] as const)[n % 4]!,
  method: n % 3 ? 'GET' : 'HEAD',
  path: `/football/${n}/${n % 5}`,
  ...overrides,
});

/** Encodes `events` into chunks, each passed through a structured clone as postMessage would. */
function encode(events: UsageEvent[]): UsageChunk[] {
  const chunks: UsageChunk[] = [];
  const encoder = new UsageEventEncoder((chunk) => chunks.push(structuredClone(chunk, { transfer: [chunk.bytes] })));
  for (const e of events) encoder.add(e);
  const last = encoder.take();
  if (last) chunks.push(last);
  return chunks;
}

function decode(chunk: UsageChunk): UsageEvent[] {
  const decoded: UsageEvent[] = [];
  // The decoder fills one object in turn: keep copies.
  decodeUsageChunk(chunk, (e) => decoded.push({ ...e, occurredAt: new Date(e.occurredAt.getTime()) }));
  return decoded;
}

function roundTrip(events: UsageEvent[]): { decoded: UsageEvent[]; chunks: number } {
  const chunks = encode(events);
  return { decoded: chunks.flatMap(decode), chunks: chunks.length };
}

it('hands every event over unchanged, in order, across as many chunks as it takes', () => {
  const events = Array.from({ length: 5000 }, (_, n) => event(n));
  const { decoded, chunks } = roundTrip(events);
  expect(chunks).toBeGreaterThan(1);
  expect(decoded).toEqual(events);
});

it("hands over events that repeat the one before (one key's calls) with their own values, across chunks", () => {
  // Runs of one user, key and endpoint, as a busy key makes: a repeated value is named by the
  // number it had in the event before, which a new chunk must not inherit from the last one.
  const events = Array.from({ length: 5000 }, (_, n) => {
    const run = Math.floor(n / 50);
    return event(n, {
      userId: `00000000-0000-4000-8000-${String(run % 3).padStart(12, '0')}`,
      apiKeyId: `00000000-0000-4000-9000-${String(run % 4).padStart(12, '0')}`,
      provider: 'flashscore',
      endpoint: `/football/${run % 2 ? 'live' : 'today'}`,
      cacheStatus: n % 10 ? 'HIT' : 'MISS',
    });
  });
  const chunks = encode(events);
  expect(chunks.length).toBeGreaterThan(2);
  expect(chunks.flatMap(decode)).toEqual(events);
  // Each chunk read alone too, as a worker started after another died would.
  const second = decode(chunks[1]!);
  expect(second.length).toBeGreaterThan(0);
  expect(second[0]).toEqual(events[decode(chunks[0]!).length]);
});

it('keeps strings exactly: unicode, empty, and longer than a whole chunk', () => {
  const events = [
    event(1, { endpoint: '/players/search/Müller ⚽ 東京', path: '/players/search/Müller ⚽ 東京' }),
    event(2, { endpoint: '', requestId: '', path: '' }),
    event(3, { endpoint: '/x/'.repeat(40_000), requestId: 'caller-chosen.id:1', path: '東'.repeat(2048) }),
    event(4),
  ];
  expect(roundTrip(events).decoded).toEqual(events);
});

it('gives every chunk its own strings, so each can be read alone (by a worker started after another died)', () => {
  const events = Array.from({ length: 5000 }, (_, n) => event(n));
  const chunks = encode(events);
  expect(chunks.length).toBeGreaterThan(2);
  const [first, second, last] = [decode(chunks[0]!), decode(chunks[1]!), decode(chunks.at(-1)!)];
  expect(second.length).toBeGreaterThan(0);
  expect(second).toEqual(events.slice(first.length, first.length + second.length));
  expect(last).toEqual(events.slice(events.length - last.length));
});

it('never splits an event from its strings when a chunk fills', () => {
  const events = Array.from({ length: 3000 }, (_, n) =>
    event(n, { endpoint: `/unique/${n}/${'x'.repeat(n % 97)}`, userId: `user-${n}` }),
  );
  const chunks = encode(events);
  expect(chunks.length).toBeGreaterThan(2);
  expect(chunks.flatMap(decode)).toEqual(events);
});

it('reports nothing to hand over when nothing was recorded', () => {
  const encoder = new UsageEventEncoder(() => {
    throw new Error('no chunk should be full');
  });
  expect(encoder.take()).toBeUndefined();
});

it('refuses a chunk it cannot read rather than inventing events', () => {
  const bytes = new ArrayBuffer(4);
  new Uint8Array(bytes)[0] = 9;
  expect(() => decodeUsageChunk({ bytes, length: 4, events: 1 }, () => undefined)).toThrow(/unknown record kind 9/);
});
