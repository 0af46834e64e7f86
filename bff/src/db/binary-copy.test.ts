// Metering loads raw events with a binary COPY encoded by hand: a field encoded wrongly would
// store a call under another key, time or status, or fail the whole batch. Round trip through
// the test run's real server, every type at its edges.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { binaryCopy, copyIn } from './binary-copy.js';

interface Row {
  label: string;
  id: string;
  at: number;
  small: number;
  count: number;
  ratio: number;
}

const COPY = binaryCopy<Row>('copied', [
  { name: 'label', type: 'text', value: (row) => row.label },
  { name: 'id', type: 'uuid', value: (row) => row.id },
  { name: 'at', type: 'timestamptz', value: (row) => row.at },
  { name: 'small', type: 'int2', value: (row) => row.small },
  { name: 'count', type: 'int4', value: (row) => row.count },
  { name: 'ratio', type: 'float4', value: (row) => row.ratio },
]);

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: new URL('/postgres', process.env.TOUCHLINE_TEST_SERVER_URL!).toString() });
  await client.connect();
  await client.query(
    'create temporary table copied (label text, id uuid, at timestamptz, small smallint, count integer, ratio real)',
  );
});
afterAll(() => client.end());

const stored = async () =>
  (
    await client.query<{ label: string; id: string; at_ms: string; small: number; count: number; ratio: number }>(
      `select label, id::text, (extract(epoch from at) * 1000)::bigint::text as at_ms, small, count, ratio::float8 as ratio from copied order by count`,
    )
  ).rows.map((row) => ({
    label: row.label,
    id: row.id,
    at: Number(row.at_ms),
    small: row.small,
    count: row.count,
    ratio: row.ratio,
  }));

it('stores every field exactly as given: text of any script, uuids, times before and after 2000, signed numbers', async () => {
  const rows: Row[] = [
    {
      label: '/football/live',
      id: '0190f3a2-7b4c-7def-8123-456789abcdef',
      at: Date.UTC(2026, 10, 21, 20, 45, 1, 123),
      small: 200,
      count: 1,
      ratio: 0.5,
    },
    {
      label: '',
      id: '00000000-0000-0000-0000-000000000000',
      at: Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      small: -32768,
      count: 2,
      ratio: -1.25,
    },
    {
      label: 'ünïcødé ⚽ "quoted" \\ {x}, tab\there',
      id: 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
      at: 0,
      small: 32767,
      count: 2147483647,
      ratio: 3.4e38,
    },
    {
      label: 'x'.repeat(100_000),
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      at: Date.UTC(2100, 0, 1),
      small: 0,
      count: -5,
      ratio: 0,
    },
  ];
  const batch = COPY.rows();
  for (const row of rows) batch.add(row);
  expect(batch.count).toBe(4);
  expect(await copyIn(client, COPY.sql, batch.build())).toBe(4);
  expect(await stored()).toEqual(
    [...rows]
      .sort((a, b) => a.count - b.count)
      .map((row) => ({ ...row, id: row.id.toLowerCase(), ratio: Math.fround(row.ratio) })),
  );
  await client.query('truncate copied');
});

it("stores each row its own values when rows repeat the one before, as one key's calls do, across a growing payload", async () => {
  const ids = ['0190f3a2-7b4c-7def-8123-456789abcdef', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'];
  const labels = ['/football/live', '/football/:id', 'ünïcødé ⚽'];
  // Runs of one value (a repeat is copied from the row before), switches, and a return to an
  // earlier value; enough rows that the payload outgrows its first buffer in the middle of a run.
  const rows: Row[] = Array.from({ length: 6000 }, (_, i) => ({
    label: labels[Math.floor(i / 7) % 3]!,
    id: ids[Math.floor(i / 11) % 2]!,
    at: Date.UTC(2026, 10, 21) + Math.floor(i / 5),
    small: i % 3,
    count: i,
    ratio: i / 4,
  }));
  const batch = COPY.rows();
  for (const row of rows) batch.add(row);
  expect(await copyIn(client, COPY.sql, batch.build())).toBe(rows.length);
  expect(await stored()).toEqual(rows);
  await client.query('truncate copied');
});

it('gives the same payload when asked again and takes no row after it', async () => {
  const batch = COPY.rows();
  batch.add({ label: 'one', id: '0190f3a2-7b4c-7def-8123-456789abcdef', at: 0, small: 1, count: 1, ratio: 1 });
  expect(batch.build()).toBe(batch.build());
  expect(() =>
    batch.add({ label: 'two', id: '0190f3a2-7b4c-7def-8123-456789abcdef', at: 0, small: 1, count: 2, ratio: 1 }),
  ).toThrow(/already built/);
});

it('refuses a malformed uuid instead of storing some other id', () => {
  for (const id of [
    '0190f3a2-7b4c-7def-8123-456789abcdeg',
    '0190f3a2-7b4c-7def-8123-456789abcde',
    '0190f3a2x7b4c-7def-8123-456789abcdef',
    'not a uuid at all, but 36 chars long',
  ]) {
    expect(() => COPY.rows().add({ label: '', id, at: 0, small: 0, count: 0, ratio: 0 })).toThrow(/not a uuid/);
  }
});

it('fails the COPY, not silently, when PostgreSQL refuses the rows', async () => {
  const batch = COPY.rows();
  batch.add({ label: 'overflow', id: '0190f3a2-7b4c-7def-8123-456789abcdef', at: 0, small: 1, count: 1, ratio: 1 });
  await expect(copyIn(client, COPY.sql.replace('copied', 'missing_table'), batch.build())).rejects.toThrow(
    /missing_table/,
  );
});

it('sends a payload of many slices whole, and rejects rather than hangs when PostgreSQL refuses a row part-way', async () => {
  await client.query('create temporary table copied_checked (like copied, check (small >= 0))');
  const sql = COPY.sql.replace('copied', 'copied_checked');
  const row = (i: number, small: number): Row => ({
    label: `/endpoint/${i}/${'x'.repeat(200)}`,
    id: '0190f3a2-7b4c-7def-8123-456789abcdef',
    at: i,
    small,
    count: i,
    ratio: i,
  });
  const accepted = COPY.rows();
  for (let i = 0; i < 3000; i++) accepted.add(row(i, 1));
  expect(accepted.build().length).toBeGreaterThan(5 * 64 * 1024);
  expect(await copyIn(client, sql, accepted.build())).toBe(3000);
  const { rows } = await client.query<{ count: string; sum: string }>(
    'select count(*), sum(count) from copied_checked',
  );
  expect(rows[0]).toEqual({ count: '3000', sum: String((2999 * 3000) / 2) });

  const refused = COPY.rows();
  for (let i = 0; i < 3000; i++) refused.add(row(i, i === 2999 ? -1 : 1));
  await expect(copyIn(client, sql, refused.build())).rejects.toThrow(/check constraint/);
  expect((await client.query('select 1')).rowCount).toBe(1);
});

it('reads a payload back into the values it was built from, as PostgreSQL stores them', () => {
  const rows: Row[] = [
    {
      label: 'ünïcødé ⚽ /football/live',
      id: 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
      at: Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      small: -32768,
      count: 2147483647,
      ratio: 0.1,
    },
    {
      label: '',
      id: '0190f3a2-7b4c-7def-8123-456789abcdef',
      at: Date.UTC(2026, 10, 21, 20, 45, 1, 123),
      small: 32767,
      count: -5,
      ratio: 3.4e38,
    },
    { label: '', id: '0190f3a2-7b4c-7def-8123-456789abcdef', at: 0, small: 0, count: 0, ratio: -1.25 },
  ];
  const batch = COPY.rows();
  for (const row of rows) batch.add(row);
  expect(COPY.decode(batch.build())).toEqual(
    rows.map((row) => [row.label, row.id.toLowerCase(), row.at, row.small, row.count, Math.fround(row.ratio)]),
  );
});

it('leaves the payload whole when a row holds a value its column cannot take, so the rows around it still load', async () => {
  const good = (count: number): Row => ({
    label: 'same label',
    id: '0190f3a2-7b4c-7def-8123-456789abcdef',
    at: 0,
    small: 1,
    count,
    ratio: 1,
  });
  const batch = COPY.rows();
  batch.add(good(1));
  expect(() => batch.add({ ...good(2), label: 'a new label', small: 70_000 })).toThrow(/out of range/);
  expect(() => batch.add({ ...good(3), id: 'not-a-uuid' })).toThrow('not a uuid');
  // The refused row's label again: a repeat must not be copied from the row that was taken back.
  batch.add({ ...good(4), label: 'a new label' });
  expect(batch.count).toBe(2);
  expect(await copyIn(client, COPY.sql, batch.build())).toBe(2);
  expect((await stored()).map((row) => [row.label, row.count])).toEqual([
    ['same label', 1],
    ['a new label', 4],
  ]);
  await client.query('truncate copied');
});
