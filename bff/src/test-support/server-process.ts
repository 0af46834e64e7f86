// Runs the compiled bff as a child process, the way `npm start` does, for tests that need
// real processes: signals, restarts, several processes sharing a database and Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const bffDir = path.resolve(import.meta.dirname, '..', '..');
const serverEntry = path.join(bffDir, 'dist', 'server.js');
const running: ChildProcess[] = [];

/** A data folder the embedded PostgreSQL can use: run as root, it drops to the 'postgres' user. */
export function tempDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

export interface BootOptions {
  /**
   * Start it as a developer does in a terminal, with the bff's `npm start`, in a process group of
   * its own as a terminal's foreground job is, so that a test can signal the whole group as
   * Ctrl-C does. By default the compiled server is started directly.
   */
  isTerminalJob?: boolean;
  /** Called with everything printed so far whenever the server prints more: a test can signal it mid-start. */
  whilePrinting?: (output: string, child: ChildProcess) => void;
}

export async function bootServer(
  pgPort: number,
  env: Record<string, string> = {},
  dataDir = tempDataDir('touchline-server-'),
  options: BootOptions = {},
) {
  const [command, args]: [string, string[]] = options.isTerminalJob
    ? ['npm', ['start', '--silent']]
    : [process.execPath, [serverEntry]];
  const child = spawn(command, args, {
    cwd: bffDir,
    detached: options.isTerminalJob,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      WEB_ROOT: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      options.whilePrinting?.(output, child);
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
  return { child, url, exited, output: () => output };
}

export type BootedServer = Awaited<ReturnType<typeof bootServer>>;

/**
 * `step` settled, or a failure within `ms` that names the step and shows what the server printed:
 * a test that waits on a process fails saying where it stalled instead of at Jest's own timeout.
 */
export async function within<T>(ms: number, step: string, server: BootedServer, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${step}: nothing after ${ms} ms. The server printed:\n${server.output()}`)),
      ms,
    );
  });
  try {
    return await Promise.race([promise, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Two bff processes on one embedded PostgreSQL (the first's), as replicas of one deployment share
 * it; `secondEnv` is what the second sets apart.
 */
export async function bootReplicas(
  env: Record<string, string> = {},
  secondEnv: Record<string, string> = {},
): Promise<[BootedServer, BootedServer]> {
  const pgPort = await freePort();
  const first = await bootServer(pgPort, env);
  const second = await bootServer(await freePort(), {
    ...env,
    DATABASE_URL: embeddedDatabaseUrl(pgPort),
    ...secondEnv,
  });
  return [first, second];
}

/** Stops servers with SIGTERM, the last started first, and waits for each; one never started is skipped. */
export async function stopServers(...servers: (BootedServer | undefined)[]): Promise<void> {
  for (const server of servers.reverse()) {
    if (!server) continue;
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

export function killServerProcesses() {
  for (const child of running) {
    if (child.exitCode !== null) continue;
    // A terminal job's bff runs in a group of its own (scripts/run-server.mjs): only its
    // launcher, told to stop, takes it down.
    if (child.spawnargs[0] !== 'npm') child.kill('SIGKILL');
    else {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // the group has ended meanwhile
      }
    }
  }
}

/** Whether a PostgreSQL server still runs on the data folder of a booted server. */
export function isPostgresRunningIn(dataDir: string): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (
        commandLine.some((part) => part.endsWith('/postgres')) &&
        commandLine.some((part) => part.startsWith(dataDir))
      )
        return true;
    } catch {
      // the process ended meanwhile
    }
  }
  return false;
}

/** An access token of the development superuser a booted server prints, from its REST login. */
export async function superuserToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin@example.com', password: 'changethis' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A new API key created over REST with `token`: its id and the full key, shown this once. */
export async function createApiKey(url: string, token: string, name: string): Promise<{ id: string; key: string }> {
  const response = await fetch(`${url}/api/api-keys/?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const created = (await response.json()) as { key: string; api_key: { id: string } };
  return { id: created.api_key.id, key: created.key };
}

/** The URL of the embedded database a booted server started on `pgPort`. */
export const embeddedDatabaseUrl = (pgPort: number) =>
  `postgresql://touchline:touchline-embedded@127.0.0.1:${pgPort}/touchline`;
