// Where and how the process runs: environment, address, database, the dashboard it serves,
// Redis, shutdown and load shedding.
import path from 'node:path';
import { REMOTE_NAMES, type AppEnv, type Config, type RemoteName } from './config.type.js';
import type { EnvReader } from './env-reader.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** What the other sections' readers need to know about the process. */
export interface Runtime {
  readonly appEnv: AppEnv;
  readonly isProduction: boolean;
  /** Where the process keeps its files (development secret, embedded database, outbox). */
  readonly dataDir: string;
  readonly port: number;
  readonly frontendUrl: string;
}

export function readRuntime(env: EnvReader): Runtime {
  const appEnvRaw = env.text('APP_ENV') ?? 'development';
  if (!['development', 'test', 'production'].includes(appEnvRaw)) {
    env.problems.push(`APP_ENV must be development, test or production, got "${appEnvRaw}"`);
  }
  const appEnv = appEnvRaw as AppEnv;
  const dataDir = path.resolve(env.text('DATA_DIR') ?? path.join(REPO_ROOT, '.data'));
  const port = env.integer('PORT', 8000, 0, 65535);
  const frontendUrl = env.url('FRONTEND_URL', `http://localhost:${port}`) ?? '';
  return { appEnv, isProduction: appEnv === 'production', dataDir, port, frontendUrl };
}

type ServerSettings = Pick<Config, 'projectName' | 'host' | 'logLevel' | 'shutdownGraceMs' | 'trustProxy' | 'redisUrl'>;

export function readServer(env: EnvReader, runtime: Runtime): ServerSettings {
  return {
    projectName: env.text('PROJECT_NAME') ?? 'Touchline',
    host: env.text('HOST') ?? (runtime.isProduction ? '0.0.0.0' : '127.0.0.1'),
    logLevel: env.text('LOG_LEVEL') ?? (runtime.appEnv === 'test' ? 'silent' : 'info'),
    shutdownGraceMs: env.integer('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    trustProxy: env.bool('TRUST_PROXY', false),
    redisUrl: readRedisUrl(env),
  };
}

function readRedisUrl(env: EnvReader): string | null {
  const raw = env.text('REDIS_URL');
  if (raw !== undefined && !/^rediss?:\/\//.test(raw))
    env.problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  return raw ?? null;
}

export function readDatabase(env: EnvReader, runtime: Runtime): Config['database'] {
  const databaseUrl = env.text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    env.problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  if (databaseUrl) return { kind: 'external', url: databaseUrl };
  const chosenDir = env.text('EMBEDDED_POSTGRES_DIR');
  return {
    kind: 'embedded',
    dataDir: path.resolve(chosenDir ?? path.join(runtime.dataDir, 'postgres')),
    isDataDirChosen: chosenDir !== undefined,
    port: env.integer('EMBEDDED_POSTGRES_PORT', 54329, 1, 65535),
  };
}

/** The built dashboard the bff serves, and where the shell finds each remote. */
export function readWeb(env: EnvReader): Pick<Config, 'webRoot' | 'remoteManifestUrls'> {
  const webRootRaw = env.text('WEB_ROOT');
  const remoteManifestUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const folder = name.replace('_', '-');
      const variable = `${name.toUpperCase()}_MANIFEST_URL`;
      return [name, env.text(variable) ?? `/remotes/${folder}/mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;
  return { webRoot: webRootRaw === 'off' ? null : path.resolve(webRootRaw ?? REPO_ROOT), remoteManifestUrls };
}

export function readLoadShedding(env: EnvReader, runtime: Runtime): Config['loadShedding'] {
  return {
    // Off in tests: jest runs in the same event loop as the app it tests, and a busy machine
    // delays both; the tests of shedding turn it on.
    maxEventLoopDelayMs: env.integer('SHED_MAX_EVENT_LOOP_DELAY_MS', runtime.appEnv === 'test' ? 0 : 200, 0, 60_000),
    maxEventLoopUtilization: env.fraction('SHED_MAX_EVENT_LOOP_UTILIZATION', 0),
    // Off by default: on a machine starved by other work it shed 85% of what the bff could serve
    // (RELIABILITY.md, "Served latency at twice capacity").
    starvedEventLoopUtilization: env.fraction('SHED_STARVED_EVENT_LOOP_UTILIZATION', 0),
    starvedEventLoopDelayMs: env.integer('SHED_STARVED_EVENT_LOOP_DELAY_MS', 50, 0, 60_000),
    sampleIntervalMs: env.integer('SHED_SAMPLE_INTERVAL_MS', 1000, 10, 60_000),
    // What queues under overload is requests waiting on something slower than this process (the
    // upstream, the database), not the event loop: limits on what waits (http/load-shedding.ts).
    maxRequestsInFlight: env.integer('SHED_MAX_REQUESTS_IN_FLIGHT', runtime.appEnv === 'test' ? 0 : 256, 0, 1_000_000),
    // One caller's share of that (http/requests-per-caller.ts); off in tests, whose callers all
    // share one address and often one account.
    maxRequestsInFlightPerCaller: env.integer(
      'SHED_MAX_REQUESTS_IN_FLIGHT_PER_CALLER',
      runtime.appEnv === 'test' ? 0 : 32,
      0,
      1_000_000,
    ),
    maxUpstreamCallsInFlight: env.integer(
      'SHED_MAX_UPSTREAM_CALLS_IN_FLIGHT',
      runtime.appEnv === 'test' ? 0 : 32,
      0,
      1_000_000,
    ),
    // Misses that wait for a saturated upstream answer seconds late under overload while the
    // cached answers around them take milliseconds (RELIABILITY.md, case 5).
    missDeadlineMs: env.integer('SHED_MISS_DEADLINE_MS', 250, 0, 600_000),
    retryAfterSeconds: env.integer('SHED_RETRY_AFTER_SECONDS', 2, 1, 3600),
  };
}
