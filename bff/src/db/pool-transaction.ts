// A transaction on one connection of a pg pool, for the write paths that bind their parameters
// as PostgreSQL does ($1, $2, ...): the ORM's execute() would format them into the statement's
// text first, which for the metering path's large array parameters costs real time.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` between BEGIN and COMMIT on one connection of `pool`; rolls back if it throws.
 *
 * A connection the server ends under the transaction (a restart, a terminated backend) fails
 * the statement it was running, and that error is what this throws. The pg client then also
 * emits 'error' when the socket closes, and a checked-out client has no listener of the pool's:
 * unheard, that event would be thrown again as an uncaught exception and take down the process
 * or thread, with everything it held that was not written yet. So the transaction listens for
 * it while it holds the connection, and gives a connection that failed back to be discarded.
 */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let connectionFailure: Error | undefined;
  const onConnectionFailure = (error: Error) => {
    connectionFailure = error;
  };
  client.on('error', onConnectionFailure);
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    if (!connectionFailure) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.removeListener('error', onConnectionFailure);
    client.release(connectionFailure);
  }
}

/** inTransaction on the ORM's own pool. */
export async function inPoolTransaction<T>(orm: MikroORM, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(await orm.em.getConnection().getNativeClient(), work);
}
