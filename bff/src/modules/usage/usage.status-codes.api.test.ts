// The statuses breakdown by exact code, end to end over real HTTP: calls through the data proxy to
// the sample upstream on a listening bff, metered into PostgreSQL, each answer's status counted
// under its own code, for the account, for a superuser's platform view and in the CSV export.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { csvRecords } from '../../test-support/csv.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { SUPERUSER } from '../../test-support/test-app.js';

const PER_SECOND = 4;

let p: ProxyFixture;
let origin: string;
beforeAll(async () => {
  p = await startProxyFixture({ PLAN_FREE_PER_SECOND: String(PER_SECOND) });
  origin = await p.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => p.close());

interface CodeRow {
  status_code: number;
  reason: string | null;
  calls: number;
}
interface ClassRow {
  status_class: string;
  calls: number;
  status_codes: CodeRow[];
  calls_without_code: number;
}

interface Statuses {
  user_id: string | null;
  data: ClassRow[];
}

const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const statuses = async (query: string, token: string) =>
  (await (await fetch(`${origin}/api/usage/statuses?${query}`, withToken(token))).json()) as Statuses;
const dataCall = async (path: string) =>
  (await fetch(`${origin}/api/flashscore${path}`, { headers: { 'x-api-key': p.key } })).status;
const callsByCode = (classes: ClassRow[]) =>
  Object.fromEntries(classes.flatMap((row) => row.status_codes.map((code) => [code.status_code, code.calls])));

it('counts every proxied call under the exact status code its caller got, for the account and the platform', async () => {
  const answered: number[] = [];
  answered.push(await dataCall('/football/live'));
  answered.push(await dataCall('/football/live?_status=404&x=1'));
  answered.push(await dataCall('/football/today?_status=503'));
  // Bursts over the per-second limit until the limits refuse some with 429.
  for (let burst = 0; burst < 5 && !answered.includes(429); burst++) {
    await sleep(1_100);
    answered.push(...(await Promise.all(Array.from({ length: 2 * PER_SECOND }, () => dataCall('/football/live')))));
  }
  expect(answered).toEqual(expect.arrayContaining([200, 404, 429]));
  expect(answered.some((status) => status >= 500)).toBe(true);
  await p.flushUsage();
  const expected: Record<number, number> = {};
  for (const status of answered) expected[status] = (expected[status] ?? 0) + 1;

  const own = await statuses('window=1h', p.token);
  expect(callsByCode(own.data)).toEqual(expected);
  const byClass = Object.fromEntries(own.data.map((row) => [row.status_class, row]));
  expect(byClass.client_error!.status_codes).toEqual([
    expect.objectContaining({ status_code: 404, reason: 'Not Found', calls: expected[404] }),
  ]);
  expect(byClass.rate_limited!.status_codes).toEqual([
    expect.objectContaining({ status_code: 429, reason: 'Too Many Requests', calls: expected[429] }),
  ]);
  expect(own.data.map((row) => row.calls_without_code)).toEqual([0, 0, 0, 0]);

  const admin = await p.t.login(SUPERUSER.email, SUPERUSER.password);
  const platform = await statuses('window=24h&user_id=all', admin);
  expect(platform.user_id).toBeNull();
  expect(callsByCode(platform.data)).toEqual(expected);

  const csv = await fetch(`${origin}/api/usage/statuses.csv?window=1h`, withToken(p.token));
  expect(csv.status).toBe(200);
  const { header, records } = csvRecords(await csv.text());
  expect(header).toEqual(['status_class', 'codes', 'status_code', 'reason', 'calls', 'share']);
  const csvCodes = Object.fromEntries(
    records.filter((record) => record.status_code !== '').map((record) => [record.status_code, Number(record.calls)]),
  );
  expect(csvCodes).toEqual(expected);
});
