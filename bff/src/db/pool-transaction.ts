// A transaction on one connection of a pg pool, for the write paths that bind their parameters
// as PostgreSQL does ($1, $2, ...): the ORM's execute() would format them into the statement's
// text first, which for the metering path's large array parameters costs real time.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';

/** Runs `work` between BEGIN and COMMIT on one connection of `pool`; rolls back if it throws. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
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

/** inTransaction on the ORM's own pool. */
export async function inPoolTransaction<T>(orm: MikroORM, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(await orm.em.getConnection().getNativeClient(), work);
}
