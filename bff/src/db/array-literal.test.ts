// Metering binds whole columns as array literals; a value that reaches PostgreSQL altered would
// meter a call under the wrong endpoint. Round trip through the test run's real server.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { arrayLiteral } from './array-literal.js';

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: new URL('/postgres', process.env.TOUCHLINE_TEST_SERVER_URL!).toString() });
  await client.connect();
});
afterAll(() => client.end());

it('carries any text to PostgreSQL unchanged, quotes, backslashes, braces and commas included', async () => {
  const texts = [
    '/football/live',
    '',
    'NULL',
    'a,b',
    '{x}',
    'say "hi"',
    'back\\slash',
    '\\"',
    ' spaced ',
    'ünïcødé ⚽',
    '/players/{id}/profile',
  ];
  const { rows } = await client.query<{ value: string }>('select unnest($1::text[]) as value', [arrayLiteral(texts)]);
  expect(rows.map((row) => row.value)).toEqual(texts);
});

it('carries numbers as numbers, fractions and large counts included', async () => {
  const numbers = [0, 1, -3, 2.5, 1e-7, 123456789012, 0.1 + 0.2];
  const { rows } = await client.query<{ value: number }>('select unnest($1::float8[]) as value', [
    arrayLiteral(numbers),
  ]);
  expect(rows.map((row) => row.value)).toEqual(numbers);
});
