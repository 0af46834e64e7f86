// Boots the compiled server the way `npm start` does, on a free port with an embedded
// PostgreSQL, and talks to it over real HTTP.
import { afterAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import pg from 'pg';
import { freePort } from './test-support/free-port.js';
import { bootServer as boot, embeddedDatabaseUrl, killServerProcesses, tempDataDir } from './test-support/server-process.js';

const dataDir = tempDataDir('touchline-server-');

const login = (url: string) =>
  fetch(`${url}/api/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin@example.com', password: 'changethis' }),
  });

/** A login on its own connection, so the request is on the wire before the signal is sent. */
function loginOnFreshConnection(url: string): Promise<number | undefined> {
  const body = new URLSearchParams({ username: 'admin@example.com', password: 'changethis' }).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/login/access-token`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
    request.end(body);
  });
}

afterAll(killServerProcesses);

describe('the real server on an embedded database', () => {
  it('logs in the printed superuser over HTTP, finishes in-flight requests on SIGTERM, and keeps its data', async () => {
    const pgPort = await freePort();
    const first = await boot(pgPort, {}, dataDir);
    expect(first.output()).toContain('Log in as admin@example.com with password "changethis" (superuser created now)');

    const response = await login(first.url);
    expect(response.status).toBe(200);
    const { access_token } = (await response.json()) as { access_token: string };
    const me = await fetch(`${first.url}/api/users/me`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(await me.json()).toMatchObject({ email: 'admin@example.com', is_superuser: true });

    // A login is being processed (argon2 takes ~100 ms) when the signal arrives.
    const inFlight = loginOnFreshConnection(first.url);
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.child.kill('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(await first.exited).toBe(0);

    const second = await boot(pgPort, {}, dataDir);
    expect(second.output()).not.toContain('superuser created now');
    const again = await fetch(`${second.url}/api/users/me`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(again.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});

describe('metering across a shutdown', () => {
  it('writes a usage event for every answered proxy call when SIGTERM arrives mid-load', async () => {
    const dir = tempDataDir('touchline-metering-');
    const pgPort = await freePort();
    const server = await boot(pgPort, { PLAN_FREE_PER_SECOND: '100000', PLAN_FREE_PER_DAY: '1000000' }, dir);
    const { access_token } = (await (await login(server.url)).json()) as { access_token: string };
    const created = await fetch(`${server.url}/api/api-keys/?name=load`, { method: 'POST', headers: { authorization: `Bearer ${access_token}` } });
    const { key } = (await created.json()) as { key: string };

    let answered = 0;
    let isStopping = false;
    const worker = async () => {
      while (!isStopping) {
        try {
          const response = await fetch(`${server.url}/api/transfermarkt/players/search/a?n=${answered}`, { headers: { 'x-api-key': key } });
          await response.arrayBuffer();
          // Requests refused while closing (503 before any route runs) were never proxied calls.
          if (response.headers.has('x-cache')) answered += 1;
        } catch {
          return; // the server stopped accepting: this call was never answered
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    while (answered < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    isStopping = true;
    await Promise.all(workers);
    const exitCode = await server.exited;
    if (exitCode !== 0) console.log(server.output());
    expect(exitCode).toBe(0);

    // The embedded database stopped with the server: start it again and count what was written.
    const again = await boot(pgPort, {}, dir);
    try {
      const client = new pg.Client({ connectionString: embeddedDatabaseUrl(pgPort) });
      await client.connect();
      const { rows } = await client.query<{ count: string; rolled: string }>(
        "select (select count(*) from usage_events) as count, (select coalesce(sum(calls), 0) from usage_rollups where subject_id = '00000000-0000-0000-0000-000000000000' and grain = 'total' and bucket_size = 'day') + (select coalesce(sum(calls), 0) from usage_rollups_open where subject_id = '00000000-0000-0000-0000-000000000000' and grain = 'total') as rolled",
      );
      await client.end();
      expect(Number(rows[0]!.count)).toBe(answered);
      expect(Number(rows[0]!.rolled)).toBe(answered);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 120_000);
});
