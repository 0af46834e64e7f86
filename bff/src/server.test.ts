// Boots the compiled server the way `npm start` does, on a free port with an embedded
// PostgreSQL, and talks to it over real HTTP.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './test-support/free-port.js';
import {
  bootServer as boot,
  createApiKey,
  embeddedDatabaseUrl,
  isPostgresRunningIn,
  killServerProcesses,
  superuserToken,
  tempDataDir,
  type BootOptions,
  within,
} from './test-support/server-process.js';

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

describe('a stop signal while the server starts', () => {
  it('finishes starting, then stops cleanly and stops its database, when SIGTERM arrives during the migrations', async () => {
    const dir = tempDataDir('touchline-starting-');
    let isSignalled = false;
    const server = await boot(await freePort(), { LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '60000' }, dir, {
      whilePrinting: (output, child) => {
        if (isSignalled || !output.includes('[migrator] Processing')) return;
        isSignalled = true;
        child.kill('SIGTERM');
      },
    });
    expect(isSignalled).toBe(true);
    expect(await within(30_000, 'the stop', server, server.exited)).toBe(0);
    expect(isPostgresRunningIn(dir)).toBe(false);
  }, 120_000);
});

/** Proxy calls from 16 concurrent clients until `stop`, which says how many were answered. */
function proxyLoad(url: string, key: string) {
  let answered = 0;
  let isStopping = false;
  const client = async () => {
    while (!isStopping) {
      try {
        const response = await fetch(`${url}/api/transfermarkt/players/search/a?n=${answered}`, {
          headers: { 'x-api-key': key },
        });
        await response.arrayBuffer();
        // Requests refused while closing (503 before any route runs) were never proxied calls.
        if (response.headers.has('x-cache')) answered += 1;
      } catch {
        return; // the server stopped accepting: this call was never answered
      }
    }
  };
  const clients = Array.from({ length: 16 }, client);
  return {
    answered: () => answered,
    stop: async () => {
      isStopping = true;
      await Promise.all(clients);
      return answered;
    },
  };
}

/** A server with the free plan's limits raised, a key, and calls under way. */
async function serverUnderLoad(dataDir: string, options: BootOptions = {}) {
  const pgPort = await freePort();
  const server = await boot(pgPort, { PLAN_FREE_PER_SECOND: '100000', PLAN_FREE_PER_DAY: '1000000' }, dataDir, options);
  const { key } = await createApiKey(server.url, await superuserToken(server.url), 'load');
  const load = proxyLoad(server.url, key);
  while (load.answered() < 30) await new Promise((resolve) => setTimeout(resolve, 20));
  return { server, pgPort, load };
}

/** The usage events and the platform's rolled-up calls on a stopped server's database, read after starting it again. */
async function meteredCalls(pgPort: number, dataDir: string) {
  const again = await boot(pgPort, {}, dataDir);
  try {
    const client = new pg.Client({ connectionString: embeddedDatabaseUrl(pgPort) });
    await client.connect();
    const { rows } = await client.query<{ count: string; rolled: string }>(
      "select (select count(*) from usage_events) as count, (select coalesce(sum(calls), 0) from usage_rollups where subject_id = '00000000-0000-0000-0000-000000000000' and grain = 'total' and bucket_size = 'day') + (select coalesce(sum(calls), 0) from usage_rollups_open where subject_id = '00000000-0000-0000-0000-000000000000' and grain = 'total') as rolled",
    );
    await client.end();
    return { events: Number(rows[0]!.count), rolledUp: Number(rows[0]!.rolled) };
  } finally {
    again.child.kill('SIGTERM');
    await again.exited;
  }
}

describe('the embedded database of a run that did not stop cleanly', () => {
  it('starts after a run that was killed outright, stopping the PostgreSQL it left running, and keeps the data', async () => {
    const dir = tempDataDir('touchline-killed-');
    const pgPort = await freePort();
    const killed = await boot(pgPort, {}, dir);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(isPostgresRunningIn(dir)).toBe(true);

    const next = await boot(pgPort, {}, dir);
    expect(next.output()).not.toContain('superuser created now');
    expect((await login(next.url)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(isPostgresRunningIn(dir)).toBe(false);
  }, 120_000);

  it('refuses to share its data folder with a Touchline that is still running, which goes on serving', async () => {
    const dir = tempDataDir('touchline-shared-');
    const first = await boot(await freePort(), {}, dir);
    try {
      await expect(boot(await freePort(), {}, dir)).rejects.toThrow(
        `Another Touchline is already using the embedded database in ${dir}/postgres`,
      );
      expect((await login(first.url)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  }, 120_000);
});

describe('started from a private folder', () => {
  it("starts as root from a folder its database's 'postgres' user cannot enter, keeps the data where that user can, says where, and keeps it across restarts", async () => {
    // A checkout in root's home, or any folder only its owner may enter (mkdtemp makes it 0700).
    const privateFolder = mkdtempSync(path.join(os.tmpdir(), 'touchline-private-'));
    const dataDir = path.join(privateFolder, 'checkout', '.data');
    const pgPort = await freePort();
    const isRoot = process.getuid?.() === 0;
    let placed: string | undefined;
    try {
      const first = await boot(pgPort, {}, dataDir);
      const banner = /data in ([^\s)]+)(.*)/.exec(first.output());
      placed = banner?.[1];
      if (isRoot) {
        expect(placed).toMatch(/^\/var\/lib\/touchline\/[0-9a-f]{16}\/postgres$/);
        expect(banner?.[2]).toContain(
          `(not in DATA_DIR: its 'postgres' user cannot enter ${privateFolder}; set EMBEDDED_POSTGRES_DIR to choose another folder)`,
        );
      } else {
        expect(placed).toBe(path.join(dataDir, 'postgres'));
      }
      expect(isPostgresRunningIn(placed!)).toBe(true);
      expect((await within(30_000, 'the first login', first, login(first.url))).status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await within(30_000, 'the first stop', first, first.exited)).toBe(0);

      // The same folder again on the next start: the superuser made in the first run is still there.
      const second = await boot(pgPort, {}, dataDir);
      expect(second.output()).toContain(`data in ${placed}`);
      expect(second.output()).not.toContain('superuser created now');
      second.child.kill('SIGTERM');
      expect(await within(30_000, 'the second stop', second, second.exited)).toBe(0);
      // Nothing was opened up on the way.
      expect(statSync(privateFolder).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(privateFolder, { recursive: true, force: true });
      if (placed?.startsWith('/var/lib/touchline/')) rmSync(path.dirname(placed), { recursive: true, force: true });
    }
    // One initdb and two starts, each bounded (90 s a start, 30 s a login or a stop), so that a
    // stall fails naming its step before Jest's own timeout does.
  }, 300_000);
});

/** A port on 127.0.0.1 that another server holds until `release`. */
async function occupiedPort() {
  const holder = http.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  return { port: (holder.address() as { port: number }).port, release: () => holder.close() };
}

describe('starting on a port that is taken', () => {
  it('says which port is in use and how to choose another, exits, and leaves no database running', async () => {
    const { port, release } = await occupiedPort();
    const dir = tempDataDir('touchline-port-');
    try {
      const started = boot(await freePort(), { PORT: String(port) }, dir);
      await expect(started).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use (another Touchline, or another program). Stop it, or start with PORT set to a free port.`,
      );
      expect(isPostgresRunningIn(dir)).toBe(false);
    } finally {
      release();
    }
  }, 120_000);

  it("says when the embedded database's port is taken and how to choose another", async () => {
    const { port: pgPort, release } = await occupiedPort();
    try {
      await expect(boot(pgPort, {}, tempDataDir('touchline-pg-port-'))).rejects.toThrow(
        `Port ${pgPort} on 127.0.0.1, where the embedded PostgreSQL listens, is already in use (another Touchline's database, or another PostgreSQL). Set EMBEDDED_POSTGRES_PORT to a free port, or DATABASE_URL to use a PostgreSQL of your own.`,
      );
    } finally {
      release();
    }
  }, 120_000);
});

describe('metering across a shutdown', () => {
  it('writes a usage event for every answered proxy call when SIGTERM arrives mid-load', async () => {
    const dataDir = tempDataDir('touchline-metering-');
    const { server, pgPort, load } = await serverUnderLoad(dataDir);
    server.child.kill('SIGTERM');
    const answered = await load.stop();
    const exitCode = await server.exited;
    if (exitCode !== 0) console.log(server.output());
    expect(exitCode).toBe(0);

    // The embedded database stopped with the server: start it again and count what was written.
    expect(await meteredCalls(pgPort, dataDir)).toEqual({ events: answered, rolledUp: answered });
  }, 120_000);

  it('still writes every answered call when a second SIGTERM arrives during the shutdown', async () => {
    // A process manager that signals every process of a service, launcher and bff alike, sends the
    // bff the signal twice: once itself and once through the launcher.
    const dataDir = tempDataDir('touchline-twice-');
    const { server, pgPort, load } = await serverUnderLoad(dataDir);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');
    const answered = await load.stop();
    expect(await server.exited).toBe(0);
    expect(await meteredCalls(pgPort, dataDir)).toEqual({ events: answered, rolledUp: answered });
  }, 120_000);

  it('writes every answered call and stops the embedded database when Ctrl-C reaches the whole terminal job of npm start', async () => {
    // Ctrl-C signals every process of the terminal's foreground group. Before the bff ran in a
    // group of its own, that included the embedded PostgreSQL, which ended the bff's sessions at
    // once and lost the last half second of metering.
    const dataDir = tempDataDir('touchline-ctrl-c-');
    const { server, pgPort, load } = await serverUnderLoad(dataDir, { isTerminalJob: true });
    process.kill(-server.child.pid!, 'SIGINT');
    const answered = await load.stop();
    // npm ends as a Ctrl-C'd job does (by the signal), after the launcher and the bff below it.
    await server.exited;
    expect(isPostgresRunningIn(dataDir)).toBe(false);

    expect(await meteredCalls(pgPort, dataDir)).toEqual({ events: answered, rolledUp: answered });
  }, 120_000);
});
