// Picks the PostgreSQL server the bff uses: DATABASE_URL when given, otherwise an embedded
// server started here, so `npm start` works on a machine with no database installed.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { placeEmbeddedData, startEmbeddedPostgres } from './embedded-postgres.js';
import { openDatabase } from './orm.js';

export interface Database {
  readonly orm: MikroORM;
  readonly description: string;
  close(): Promise<void>;
}

export async function connectDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  if (config.database.kind === 'external') {
    const orm = await openDatabase(config.database.url, log);
    return { orm, description: redactUrl(config.database.url), close: () => orm.close() };
  }
  const { dataDir, movedBecause } = placeEmbeddedData(config.database);
  const embedded = await startEmbeddedPostgres({ dataDir, port: config.database.port, log });
  const orm = await openDatabase(embedded.url, log);
  return {
    orm,
    // Printed in the start banner: where the data is, and why there when it is not in DATA_DIR.
    description: `embedded PostgreSQL on 127.0.0.1:${config.database.port}, data in ${dataDir}${movedBecause ? ` (not in DATA_DIR: ${movedBecause})` : ''}`,
    close: async () => {
      await orm.close();
      await embedded.stop();
    },
  };
}

function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
