// Boots the compiled server the way `npm start` does, on a free port with an embedded
// PostgreSQL, and talks to it over real HTTP.
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './test-support/free-port.js';

const serverEntry = path.resolve(import.meta.dirname, '..', 'dist', 'server.js');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'touchline-server-'));
// Run as root, the embedded server drops to the 'postgres' user, which must reach this folder.
chmodSync(dataDir, 0o755);
const running: ChildProcess[] = [];

async function boot(pgPort: number, env: Record<string, string> = {}, dir = dataDir) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      WEB_ROOT: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      // The banner's lines may arrive in separate chunks: wait for the blank line that ends it.
      if (match && output.slice(match.index).includes('\n\n')) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url, exited, output: () => output };
}

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

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the real server on an embedded database', () => {
  it('logs in the printed superuser over HTTP, finishes in-flight requests on SIGTERM, and keeps its data', async () => {
    const pgPort = await freePort();
    const first = await boot(pgPort);
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

    const second = await boot(pgPort);
    expect(second.output()).not.toContain('superuser created now');
    const again = await fetch(`${second.url}/api/users/me`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(again.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});

describe('metering across a shutdown', () => {
  it('writes a usage event for every answered proxy call when SIGTERM arrives mid-load', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'touchline-metering-'));
    chmodSync(dir, 0o755);
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
      const client = new pg.Client({ connectionString: `postgresql://touchline:touchline-embedded@127.0.0.1:${pgPort}/touchline` });
      await client.connect();
      const { rows } = await client.query<{ count: string; rolled: string }>(
        "select (select count(*) from usage_events) as count, (select coalesce(sum(calls), 0) from usage_rollups where bucket_size = 'day') as rolled",
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
