// Starts the whole product the way a person does (`npm start` at the repository root), on free
// ports and a fresh embedded database, and stops it again. One instance per test file.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SUPERUSER = { email: 'admin@example.com', password: 'changethis' } as const;

/** The first start may build the bff, the shell and five remotes. */
const START_TIMEOUT_MS = 5 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface Product {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** Everything the product printed so far (stdout and stderr), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment, e.g. `{ MF_BILLING_MANIFEST_URL: ... }`. */
  env?: Record<string, string>;
}

/**
 * Environment that lifts the free plan's one call a second to fifty, for journeys that make
 * their data-proxy calls in a row: a 429 would otherwise land in what they count or look at.
 */
export const RAISED_FREE_RATE = { PLAN_FREE_PER_SECOND: '50' } as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startProduct({ env = {} }: StartOptions = {}): Promise<Product> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
  // Embedded PostgreSQL runs as the 'postgres' user when we are root: it must traverse this folder.
  chmodSync(dataDir, 0o755);
  const [port, postgresPort] = [await freePort(), await freePort()];

  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.EMBEDDED_POSTGRES_DIR;
  delete childEnv.WEB_ROOT;
  for (const name of Object.keys(childEnv)) {
    if (/^MF_[A-Z]+_MANIFEST_URL$/.test(name) && !(name in env)) delete childEnv[name];
  }

  // Its own process group, as a terminal job's: stop() signals it as Ctrl-C or a closed terminal would.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    await stopProcess(child, exited);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the product did not start within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      const onData = () => {
        const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited early (code ${code}, signal ${signal})`));
      });
    });
    return { url, output: () => output, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- product output ---\n${output.slice(-6000)}`, { cause: error });
  }
}

async function stopProcess(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const group = -child.pid;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(group, signal);
    } catch {
      // The group is already gone.
    }
  };
  // npm, the start script and the launcher get SIGTERM; the launcher passes it to the bff (which
  // runs in a group of its own, bff/scripts/run-server.mjs), and the bff closes its database.
  signalGroup('SIGTERM');
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STOP_TIMEOUT_MS).unref()),
  ]);
  if (timedOut) {
    // The bff and its database are outside the group: find them before their parents go.
    const stragglers = descendantsOf(child.pid);
    signalGroup('SIGKILL');
    for (const pid of stragglers) killQuietly(pid);
    await exited;
  }
  // npm may exit before its children: wait until nothing of the group is left.
  for (let waited = 0; waited < STOP_TIMEOUT_MS; waited += 100) {
    try {
      process.kill(group, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signalGroup('SIGKILL');
}

/** Every process below `root`, read from /proc (Linux, where the suite runs). */
function descendantsOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  for (let frontier = [root]; frontier.length > 0;) {
    const children = [...parents].filter(([, parent]) => frontier.includes(parent)).map(([pid]) => pid);
    found.push(...children);
    frontier = children;
  }
  return found;
}

function killQuietly(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
