// The CSV exports against the metered scenario (test-support/usage-scenario.ts, clock at
// 2030-03-15T10:30:20Z): an attachment with a header row, ISO times, the JSON answers' figures
// and the same filters.
import { describe, expect, it } from '@jest/globals';
import { csvRecords } from '../../test-support/csv.js';
import { A1, A2, A3, ana, f, useUsageScenario } from '../../test-support/usage-scenario.js';

useUsageScenario();

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function csv(url: string, token = ana.token) {
  const response = await f.get(url, token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { ...csvRecords(response.body), disposition: response.headers['content-disposition'], text: response.body };
}

describe('GET /api/usage/timeseries.csv', () => {
  it('answers an attachment with a header row and one row per bucket, times in ISO 8601 UTC', async () => {
    const query = 'interval=hour&date_from=2030-03-15T08:00Z&date_to=2030-03-15T11:00Z';
    const { header, records, disposition, text } = await csv(`/api/usage/timeseries.csv?${query}`);
    expect(disposition).toBe('attachment; filename="usage-timeseries-20300315T0800Z-20300315T1100Z.csv"');
    expect(text.split('\n')[0]).toBe('start,calls,errors,client_errors,server_errors,p95_latency_ms');
    expect(header).toEqual(['start', 'calls', 'errors', 'client_errors', 'server_errors', 'p95_latency_ms']);
    expect(records).toEqual([
      {
        start: '2030-03-15T08:00:00.000Z',
        calls: '1',
        errors: '1',
        client_errors: '0',
        server_errors: '1',
        p95_latency_ms: '1000',
      },
      {
        start: '2030-03-15T09:00:00.000Z',
        calls: '0',
        errors: '0',
        client_errors: '0',
        server_errors: '0',
        p95_latency_ms: '',
      },
      {
        start: '2030-03-15T10:00:00.000Z',
        calls: '3',
        errors: '1',
        client_errors: '1',
        server_errors: '0',
        p95_latency_ms: '50',
      },
    ]);
  });

  it('applies the key filter', async () => {
    const query = `interval=day&date_from=2030-03-14&date_to=2030-03-16&api_key_id=${A2}`;
    const { records } = await csv(`/api/usage/timeseries.csv?${query}`);
    expect(records.map((r) => [r.start, r.calls])).toEqual([
      ['2030-03-14T00:00:00.000Z', '2'],
      ['2030-03-15T00:00:00.000Z', '1'],
    ]);
  });

  it('refuses bad filters with the JSON answer’s 422 and 404', async () => {
    const bad = await f.get('/api/usage/timeseries.csv?interval=week', ana.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ['query', 'interval'] });
    const unknownKey = await f.get('/api/usage/timeseries.csv?api_key_id=not-a-key', ana.token);
    expect(unknownKey.statusCode).toBe(404);
    expect(unknownKey.json()).toEqual({ detail: 'API key not found' });
  });
});

describe('GET /api/usage/top-endpoints.csv', () => {
  it('answers the window’s endpoints, most calls first, as the JSON does', async () => {
    const { records, disposition } = await csv('/api/usage/top-endpoints.csv?window=24h');
    expect(disposition).toMatch(/^attachment; filename="usage-top-endpoints-20300314T1100Z-20300315T1030Z\.csv"$/);
    const json = (await f.get('/api/usage/top-endpoints?window=24h', ana.token)).json();
    expect(records).toEqual(
      json.data.map((e: Record<string, string | number | null>) =>
        Object.fromEntries(Object.entries(e).map(([name, value]) => [name, value === null ? '' : String(value)])),
      ),
    );
    expect(records[0]).toMatchObject({ provider: 'flashscore', endpoint: '/football/live', calls: '4' });
  });

  it('applies the window and the limit', async () => {
    expect((await csv('/api/usage/top-endpoints.csv?window=1h&limit=1')).records).toEqual([
      expect.objectContaining({ endpoint: '/football/live', calls: '2' }),
    ]);
  });
});

describe('GET /api/usage/keys.csv', () => {
  it('lists every key with its calls and last use in ISO 8601', async () => {
    const { header, records } = await csv('/api/usage/keys.csv?window=7d');
    expect(header).toEqual([
      'id',
      'user_id',
      'name',
      'prefix',
      'is_revoked',
      'is_expired',
      'calls',
      'errors',
      'last_used_at',
    ]);
    expect(records.map((k) => [k.id, k.calls])).toEqual([
      [A1, '5'],
      [A2, '3'],
      [A3, '0'],
    ]);
    expect(records[0]!.last_used_at).toMatch(ISO_UTC);
    expect(records[2]!.last_used_at).toBe('');
    expect(records[0]!.is_revoked).toBe('false');
  });

  it('keeps a key name a spreadsheet would run as a formula as text, and quotes commas', async () => {
    const carl = await f.account({ keyCount: 2 });
    const em = f.t.app.deps.orm.em.fork();
    await em.execute(`update api_keys set name = '=HYPERLINK("x")' where id = ?`, [carl.keys[0]]);
    await em.execute(`update api_keys set name = 'prod, eu' where id = ?`, [carl.keys[1]]);
    const { records, text } = await csv('/api/usage/keys.csv', carl.token);
    expect(records.map((k) => k.name).sort()).toEqual([`'=HYPERLINK("x")`, 'prod, eu']);
    expect(text).toContain('"prod, eu"');
  });
});

describe('GET /api/usage/statuses.csv', () => {
  it('answers a row per exact status code of each class, and a class without calls as one empty-coded row', async () => {
    const { header, records, disposition } = await csv(`/api/usage/statuses.csv?window=24h&api_key_id=${A1}`);
    expect(disposition).toMatch(/^attachment; filename="usage-statuses-.*\.csv"$/);
    expect(header).toEqual(['status_class', 'codes', 'status_code', 'reason', 'calls', 'share']);
    const record = (status_class: string, codes: string, status_code: string, reason: string, calls: number) => ({
      status_class,
      codes,
      status_code,
      reason,
      calls: String(calls),
      share: String(calls / 4),
    });
    expect(records).toEqual([
      record('success', '100-399', '200', 'OK', 2),
      record('client_error', '400-499 except 429', '', '', 0),
      record('rate_limited', '429', '429', 'Too Many Requests', 1),
      record('server_error', '500 and above', '500', 'Internal Server Error', 1),
    ]);
  });
});
