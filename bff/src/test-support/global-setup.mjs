// Jest global setup runs outside the ESM module mapper, so it uses the compiled bff
// (`npm test` builds first). It picks the PostgreSQL server for the run and migrates a
// template database that every test file clones.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../dist/db/embedded-postgres.js';
import { openDatabase } from '../../dist/db/orm.js';

// Every run names its databases after itself, so runs sharing one PostgreSQL server (two
// engineers, or an editor's watcher and a terminal) never drop each other's databases.
const RUN = randomBytes(4).toString('hex');
const TEMPLATE = `touchline_test_${RUN}_template`;

export default async function globalSetup() {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'touchline-test-pg-'));
    chmodSync(parent, 0o755);
    const dataDir = path.join(parent, 'data');
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    globalThis.touchlineEmbeddedPostgres = embedded;
    serverUrl = embedded.url;
  }
  process.env.TOUCHLINE_TEST_SERVER_URL = serverUrl;
  process.env.TOUCHLINE_TEST_TEMPLATE = TEMPLATE;
  process.env.TOUCHLINE_TEST_RUN = RUN;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`drop database if exists "${TEMPLATE}" with (force)`);
  await admin.query(`create database "${TEMPLATE}"`);
  await admin.end();
  const orm = await openDatabase(withDatabase(serverUrl, TEMPLATE));
  await orm.close();
}

export function withDatabase(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
