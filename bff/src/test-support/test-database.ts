// Each test file gets a fresh database cloned from the template that jest's global setup
// migrated, on the server it chose (the machine's PostgreSQL or an embedded one).
import pg from 'pg';
import { randomBytes } from 'node:crypto';

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<string> {
  const serverUrl = process.env.TOUCHLINE_TEST_SERVER_URL;
  const template = process.env.TOUCHLINE_TEST_TEMPLATE;
  const run = process.env.TOUCHLINE_TEST_RUN;
  if (!serverUrl || !template || !run)
    throw new Error('run the bff tests through `npm test`: its global setup prepares the database');
  const name = `touchline_test_${run}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  return withDatabase(serverUrl, name);
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await adminQuery(databaseUrl, `drop database if exists "${name}" with (force)`);
}
