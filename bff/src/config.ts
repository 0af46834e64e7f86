// The only reader of process.env. Everything the bff can be told from outside is parsed here
// once, checked, typed and frozen; the rest of the code receives a Config and never looks at
// the environment itself. Each section has its reader in config/, every variable is read
// through config/env-reader.ts, and the Config type is in config/config.type.ts.
import {
  readFirstSuperuser,
  readBotCheck,
  readGoogle,
  readPasswordChecks,
  readSecretKey,
  readSessions,
} from './config/account-settings.js';
import { readBilling, readPlans } from './config/billing-settings.js';
import type { Config } from './config/config.type.js';
import { EnvReader, type Env } from './config/env-reader.js';
import { readDatabase, readLoadShedding, readRuntime, readServer, readWeb } from './config/server-settings.js';
import { readDataProxy, readMail, readUsageRetention } from './config/service-settings.js';

export * from './config/config.type.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses an environment into a Config. Collects every problem before failing, so an operator
 * fixes a bad deployment in one round instead of one variable at a time.
 */
export function loadConfig(variables: Env = process.env): Config {
  const env = new EnvReader(variables);
  const runtime = readRuntime(env);
  const billing = readBilling(env, runtime);
  const config: Config = {
    appEnv: runtime.appEnv,
    port: runtime.port,
    frontendUrl: runtime.frontendUrl,
    ...readServer(env, runtime),
    secretKey: readSecretKey(env, runtime),
    firstSuperuser: readFirstSuperuser(env, runtime),
    database: readDatabase(env, runtime),
    ...readWeb(env),
    mail: readMail(env, runtime),
    botCheck: readBotCheck(env, runtime),
    google: readGoogle(env, runtime),
    ...readSessions(env),
    passwordChecks: readPasswordChecks(env),
    dataProxy: readDataProxy(env),
    loadShedding: readLoadShedding(env, runtime),
    plans: readPlans(env, runtime, billing),
    billing,
    usageRetention: readUsageRetention(env),
    notices: env.notices,
  };
  if (env.problems.length > 0) throw new ConfigError(env.problems);
  return deepFreeze(config);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
