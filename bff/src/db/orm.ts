import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { AccountToken } from '../modules/users/account-token.entity.js';
import { Item } from '../modules/items/item.entity.js';
import { ApiKey } from '../modules/keys/api-key.entity.js';
import { User } from '../modules/users/user.entity.js';
import { UserSession } from '../modules/auth/session.entity.js';
import { migrations } from './migrations/index.js';

const entities = [User, Item, AccountToken, ApiKey, UserSession];

export function ormOptions(clientUrl: string, log: (message: string) => void = () => {}): Options {
  return {
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: migrations, transactional: true, allOrNothing: true, snapshot: false },
    // Entities are loaded and flushed explicitly by services; nothing relies on implicit global state.
    allowGlobalContext: false,
    debug: false,
    logger: log,
    colors: false,
    pool: { min: 0, max: 10 },
    // The bff's queries are short and bounded by an index range. JIT compilation would only add
    // tens of milliseconds to the few (usage over long windows) whose cost estimate crosses its
    // threshold, and so would parallel workers: starting two took ~10 ms to add up 90 day rows
    // the planner had guessed at 28,000.
    driverOptions: { options: '-c jit=off -c max_parallel_workers_per_gather=0' },
  };
}

/** Connects and applies every pending migration, so a fresh database is usable at once. */
export async function openDatabase(clientUrl: string, log?: (message: string) => void): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, log));
  await orm.migrator.up();
  return orm;
}
