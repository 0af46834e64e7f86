// A transaction on one connection of the ORM's pg pool, for the write paths that bind their
// parameters as PostgreSQL does ($1, $2, ...): the ORM's execute() would format them into the
// statement's text first, which for the metering path's large array parameters costs real time.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';

/** Runs `work` between BEGIN and COMMIT on one pooled connection; rolls back if it throws. */
export async function inPoolTransaction<T>(orm: MikroORM, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const pool = await orm.em.getConnection().getNativeClient();
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
