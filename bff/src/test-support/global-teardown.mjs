import pg from 'pg';
import { withDatabase } from './global-setup.mjs';

export default async function globalTeardown() {
  const admin = new pg.Client({ connectionString: withDatabase(process.env.TOUCHLINE_TEST_SERVER_URL, 'postgres') });
  await admin.connect();
  // Databases left behind by a crashed test file go with the template; only this run's, since
  // other runs may be using the same server right now.
  const { rows } = await admin.query('select datname from pg_database where starts_with(datname, $1)', [
    `touchline_test_${process.env.TOUCHLINE_TEST_RUN}_`,
  ]);
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.end();
  await globalThis.touchlineEmbeddedPostgres?.stop();
}
