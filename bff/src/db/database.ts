// Picks the PostgreSQL server the bff uses: DATABASE_URL when given, otherwise an embedded
// server started here, so `npm start` works on a machine with no database installed.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
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
  const embedded = await startEmbeddedPostgres({ ...config.database, log });
  const orm = await openDatabase(embedded.url, log);
  return {
    orm,
    description: `embedded PostgreSQL on 127.0.0.1:${config.database.port}, data in ${config.database.dataDir}`,
    close: async () => {
      await orm.close();
      await embedded.stop();
    },
  };
}

function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
