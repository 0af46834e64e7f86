// The only reader of process.env. Everything the bff can be told from outside is parsed here
// once, checked, typed and frozen; the rest of the code receives a Config and never looks at
// the environment itself.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { isCacheTtlOverrideKey } from './modules/data-proxy/cache-rules.js';

export type AppEnv = 'development' | 'test' | 'production';

export const REMOTE_NAMES = ['mf_auth', 'mf_keys', 'mf_usage', 'mf_billing', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const PROVIDERS = ['flashscore', 'transfermarkt'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export const PLAN_IDS = ['free', 'pro', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  /** What accounts store and APIs name the plan by (`pro`). */
  readonly id: PlanId;
  /** What people read (`Pro`). */
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly requestsPerDay: number;
  /** The price a month in the currency's smallest unit (cents), as the plan grid shows it. */
  readonly monthlyAmount: number;
  readonly currency: string;
  /** Stripe price id for paid plans; null for the free plan, and while billing is not configured. */
  readonly stripePriceId: string | null;
}

/** The Stripe account billing talks to; null in config when none is configured. */
export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where the SDK sends its calls instead of api.stripe.com (the bundled stand-in, tests); never in production. */
  readonly apiUrl: string | null;
}

/** What `npm start` gives the bundled Stripe stand-in when no Stripe account is configured outside production. */
export const STRIPE_STAND_IN = {
  secretKey: 'sk_test_touchline_stand_in',
  webhookSecret: 'whsec_touchline_stand_in',
  prices: { pro: 'price_touchline_pro', business: 'price_touchline_business' },
} as const;

export interface Config {
  readonly appEnv: AppEnv;
  readonly projectName: string;
  readonly host: string;
  readonly port: number;
  readonly logLevel: string;
  /** Where the product is reached by people: links in e-mails point here. */
  readonly frontendUrl: string;
  readonly secretKey: string;
  readonly accessTokenTtlMinutes: number;
  readonly firstSuperuser: { readonly email: string; readonly password: string };
  readonly database:
    | { readonly kind: 'external'; readonly url: string }
    | {
        readonly kind: 'embedded';
        readonly dataDir: string;
        /** EMBEDDED_POSTGRES_DIR was set: the folder is used as given, never moved (db/embedded-postgres.ts). */
        readonly isDataDirChosen: boolean;
        readonly port: number;
      };
  /** Folder holding the shell and mf-* packages with their dist builds; null turns static serving off. */
  readonly webRoot: string | null;
  /** Manifest URL per remote, as the shell receives it in /runtime-config.json. */
  readonly remoteManifestUrls: Readonly<Record<RemoteName, string>>;
  readonly shutdownGraceMs: number;
  /** Honour X-Forwarded-For when the bff runs behind a proxy (the client address drives throttling). */
  readonly trustProxy: boolean;
  readonly mail: {
    /** null: messages go to the local outbox folder and their links to the log. */
    readonly smtp: {
      readonly host: string;
      readonly port: number;
      /** TLS from the first byte (port 465); otherwise STARTTLS is required when `requireTls`. */
      readonly secure: boolean;
      readonly requireTls: boolean;
      readonly user: string | undefined;
      readonly password: string | undefined;
    } | null;
    readonly from: { readonly email: string; readonly name: string };
    readonly outboxDir: string;
  };
  readonly accountTokens: { readonly activationTtlHours: number; readonly passwordResetTtlHours: number };
  readonly botCheck:
    | { readonly kind: 'turnstile'; readonly siteKey: string; readonly secretKey: string; readonly verifyUrl: string }
    | { readonly kind: 'disabled' };
  /** Google sign-in (OpenID Connect); null hides the button and refuses the routes. */
  readonly google: {
    readonly clientId: string;
    readonly clientSecret: string;
    readonly issuerUrl: string;
    readonly redirectUrl: string;
  } | null;
  readonly dataProxy: {
    /** Upstream base URL per provider; null runs the bundled sample upstream in-process. */
    readonly upstreams: Readonly<Record<ProviderName, { readonly baseUrl: string | null; readonly apiKey: string | null }>>;
    readonly upstreamTimeoutMs: number;
    /** Response cache entries kept in memory (per process) before the least recently used go. */
    readonly cacheMaxEntries: number;
    /** Bytes of cached bodies kept in memory (per process), the other bound on the same cache. */
    readonly cacheMaxBytes: number;
    /** TTL overrides in seconds by "provider:endpoint", e.g. {"flashscore:/football/live": 2}. */
    readonly cacheTtlOverrides: Readonly<Record<string, number>>;
    /** How long a tripped circuit breaker fails fast before letting a probe through. */
    readonly breakerOpenMs: number;
  };
  /**
   * When the process refuses new requests (503 with Retry-After) rather than queue them without
   * bound (http/load-shedding.ts). A threshold of 0 turns its check off.
   */
  readonly loadShedding: {
    /** Mean event-loop delay over a sample, in ms, above which requests are shed. */
    readonly maxEventLoopDelayMs: number;
    /** Event-loop utilisation over a sample (0 to 1) above which requests are shed. */
    readonly maxEventLoopUtilization: number;
    /** How often the event loop is sampled. */
    readonly sampleIntervalMs: number;
    /** Requests this process may hold unanswered at once; past it new ones are shed. */
    readonly maxRequestsInFlight: number;
    /**
     * Calls this process may have under way to one upstream (sent or waiting for one of its
     * connections); past it a call that would need one more is shed.
     */
    readonly maxUpstreamCallsInFlight: number;
    /** Sent as Retry-After on a shed request. */
    readonly retryAfterSeconds: number;
  };
  /** Redis shares limits, the response cache and key revocations across bff processes; null keeps them in process memory. */
  readonly redisUrl: string | null;
  /** Plan catalog; every account is on one, `free` by default. */
  readonly plans: Readonly<Record<PlanId, Plan>>;
  readonly billing: {
    /** null: no Stripe account configured (outside production `npm start` runs the bundled stand-in instead). */
    readonly stripe: StripeSettings | null;
    /** Days a past-due subscription keeps its plan before the account falls back to free. */
    readonly graceDays: number;
  };
  /** How long usage data is kept (modules/usage/usage-retention.ts). */
  readonly usageRetention: {
    /** Days of raw usage events, kept in daily partitions that are dropped whole. */
    readonly eventsDays: number;
    /** Days of rollups, which every usage answer is read from (at least 90, the longest window). */
    readonly rollupsDays: number;
  };
  /** Attempts per account in one window for login, sign-up, activation resend and recovery. */
  readonly throttle: { readonly windowSeconds: number; readonly attemptsPerAccount: number; readonly attemptsPerAddress: number };
  /** Things config chose on its own (generated secrets, defaults) that the log should mention once. */
  readonly notices: readonly string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const PLACEHOLDER_SECRETS = new Set(['changethis', 'changeme', 'secret', 'password', '']);
const DEV_SUPERUSER_PASSWORD = 'changethis';
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

type Env = Record<string, string | undefined>;

/**
 * Parses an environment into a Config. Collects every problem before failing, so an operator
 * fixes a bad deployment in one round instead of one variable at a time.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const notices: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const fraction = (name: string, fallback: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d*\.?\d+$/.test(raw) || !(value >= 0 && value <= 1)) {
      problems.push(`${name} must be a number from 0 to 1, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback?: string) => {
    const raw = read(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      return new URL(raw).toString().replace(/\/$/, '');
    } catch {
      problems.push(`${name} must be an absolute URL, got "${raw}"`);
      return raw;
    }
  };

  const appEnvRaw = read('APP_ENV') ?? 'development';
  if (!['development', 'test', 'production'].includes(appEnvRaw)) {
    problems.push(`APP_ENV must be development, test or production, got "${appEnvRaw}"`);
  }
  const appEnv = appEnvRaw as AppEnv;
  const isProduction = appEnv === 'production';
  const dataDir = path.resolve(read('DATA_DIR') ?? path.join(REPO_ROOT, '.data'));

  const port = integer('PORT', 8000, 0, 65535);
  const host = read('HOST') ?? (isProduction ? '0.0.0.0' : '127.0.0.1');

  let secretKey = read('SECRET_KEY');
  if (isProduction) {
    if (secretKey === undefined || PLACEHOLDER_SECRETS.has(secretKey.toLowerCase())) {
      problems.push('SECRET_KEY must be set to a real secret in production (generate one with `openssl rand -hex 32`)');
    } else if (secretKey.length < 32) {
      problems.push('SECRET_KEY must be at least 32 characters in production');
    }
  } else if (secretKey === undefined) {
    secretKey = developmentSecret(dataDir);
    notices.push(`SECRET_KEY not set: using a development key kept in ${path.join(dataDir, 'dev-secret-key')}`);
  }

  const superuserEmail = read('FIRST_SUPERUSER') ?? 'admin@example.com';
  let superuserPassword = read('FIRST_SUPERUSER_PASSWORD');
  if (isProduction) {
    if (superuserPassword === undefined || PLACEHOLDER_SECRETS.has(superuserPassword.toLowerCase())) {
      problems.push('FIRST_SUPERUSER_PASSWORD must be set to a real password in production');
    }
  } else if (superuserPassword === undefined) {
    superuserPassword = DEV_SUPERUSER_PASSWORD;
  }
  if (superuserPassword !== undefined && (superuserPassword.length < 8 || superuserPassword.length > 128)) {
    problems.push('FIRST_SUPERUSER_PASSWORD must be 8 to 128 characters');
  }

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const database: Config['database'] = databaseUrl
    ? { kind: 'external', url: databaseUrl }
    : {
        kind: 'embedded',
        dataDir: path.resolve(read('EMBEDDED_POSTGRES_DIR') ?? path.join(dataDir, 'postgres')),
        isDataDirChosen: read('EMBEDDED_POSTGRES_DIR') !== undefined,
        port: integer('EMBEDDED_POSTGRES_PORT', 54329, 1, 65535),
      };

  const frontendUrl = url('FRONTEND_URL', `http://localhost:${port}`) ?? '';
  const webRootRaw = read('WEB_ROOT');
  const webRoot = webRootRaw === 'off' ? null : path.resolve(webRootRaw ?? REPO_ROOT);

  const remoteManifestUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const folder = name.replace('_', '-');
      const variable = `${name.toUpperCase()}_MANIFEST_URL`;
      return [name, read(variable) ?? `/remotes/${folder}/mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;

  const bool = (name: string, fallback: boolean) => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  };

  const smtpHost = read('SMTP_HOST');
  const smtpPort = integer('SMTP_PORT', 587, 1, 65535);
  const mail: Config['mail'] = {
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: smtpPort,
          secure: bool('SMTP_SSL', smtpPort === 465),
          requireTls: bool('SMTP_TLS', true),
          user: read('SMTP_USER'),
          password: read('SMTP_PASSWORD'),
        }
      : null,
    from: { email: read('EMAILS_FROM_EMAIL') ?? 'no-reply@touchline.local', name: read('EMAILS_FROM_NAME') ?? read('PROJECT_NAME') ?? 'Touchline' },
    outboxDir: path.resolve(read('OUTBOX_DIR') ?? path.join(dataDir, 'outbox')),
  };
  if (!smtpHost && isProduction) notices.push('SMTP_HOST not set: e-mail goes to the local outbox, not to people');

  // Only an explicit setting turns the bot check off, and never in production.
  const isBotCheckDisabled = bool('BOT_CHECK_DISABLED', false);
  const turnstileSiteKey = read('TURNSTILE_SITE_KEY');
  const turnstileSecretKey = read('TURNSTILE_SECRET_KEY');
  let botCheck: Config['botCheck'];
  if (isBotCheckDisabled) {
    if (isProduction) problems.push('BOT_CHECK_DISABLED cannot be used in production');
    botCheck = { kind: 'disabled' };
    notices.push('BOT_CHECK_DISABLED=true: sign-up accepts any bot-check token');
  } else if (turnstileSiteKey && turnstileSecretKey) {
    botCheck = {
      kind: 'turnstile',
      siteKey: turnstileSiteKey,
      secretKey: turnstileSecretKey,
      verifyUrl: url('TURNSTILE_VERIFY_URL', 'https://challenges.cloudflare.com/turnstile/v0/siteverify') ?? '',
    };
  } else if (isProduction) {
    problems.push('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set in production');
    botCheck = { kind: 'disabled' };
  } else {
    // Cloudflare's published test keys: the real widget and siteverify run, and always pass.
    botCheck = {
      kind: 'turnstile',
      siteKey: '1x00000000000000000000AA',
      secretKey: '1x0000000000000000000000000000000AA',
      verifyUrl: url('TURNSTILE_VERIFY_URL', 'https://challenges.cloudflare.com/turnstile/v0/siteverify') ?? '',
    };
    notices.push('TURNSTILE_* not set: using Cloudflare test keys that always pass (set BOT_CHECK_DISABLED=true to work offline)');
  }

  const googleClientId = read('GOOGLE_CLIENT_ID');
  const googleClientSecret = read('GOOGLE_CLIENT_SECRET');
  if (Boolean(googleClientId) !== Boolean(googleClientSecret)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const google: Config['google'] =
    googleClientId && googleClientSecret
      ? {
          clientId: googleClientId,
          clientSecret: googleClientSecret,
          issuerUrl: url('GOOGLE_ISSUER_URL', 'https://accounts.google.com') ?? '',
          redirectUrl: url('GOOGLE_REDIRECT_URL', `${frontendUrl}/api/login/google/callback`) ?? '',
        }
      : null;

  const upstreams = Object.fromEntries(
    PROVIDERS.map((provider) => {
      const prefix = provider.toUpperCase();
      return [provider, { baseUrl: url(`${prefix}_UPSTREAM_URL`) ?? null, apiKey: read(`${prefix}_UPSTREAM_KEY`) ?? null }];
    }),
  ) as Record<ProviderName, { baseUrl: string | null; apiKey: string | null }>;

  const billing = billingSettings(read, url, integer, isProduction, problems, notices);
  // Outside production without a Stripe account, the bundled stand-in's prices stand for the paid plans.
  const priceId = (name: string, standIn: string) => read(name) ?? (billing.stripe === null && !isProduction ? standIn : null);
  const plans: Record<PlanId, Plan> = {
    free: {
      id: 'free',
      name: 'Free',
      requestsPerSecond: integer('PLAN_FREE_PER_SECOND', 1, 1, 100_000),
      requestsPerDay: integer('PLAN_FREE_PER_DAY', 100, 1, 1e9),
      monthlyAmount: 0,
      currency: 'usd',
      stripePriceId: null,
    },
    pro: {
      id: 'pro',
      name: 'Pro',
      requestsPerSecond: integer('PLAN_PRO_PER_SECOND', 10, 1, 100_000),
      requestsPerDay: integer('PLAN_PRO_PER_DAY', 50_000, 1, 1e9),
      monthlyAmount: integer('PLAN_PRO_MONTHLY_CENTS', 2900, 0, 1e9),
      currency: 'usd',
      stripePriceId: priceId('STRIPE_PRICE_PRO', STRIPE_STAND_IN.prices.pro),
    },
    business: {
      id: 'business',
      name: 'Business',
      requestsPerSecond: integer('PLAN_BUSINESS_PER_SECOND', 50, 1, 100_000),
      requestsPerDay: integer('PLAN_BUSINESS_PER_DAY', 1_000_000, 1, 1e9),
      monthlyAmount: integer('PLAN_BUSINESS_MONTHLY_CENTS', 9900, 0, 1e9),
      currency: 'usd',
      stripePriceId: priceId('STRIPE_PRICE_BUSINESS', STRIPE_STAND_IN.prices.business),
    },
  };
  if (billing.stripe !== null && (plans.pro.stripePriceId === null || plans.business.stripePriceId === null)) {
    problems.push('STRIPE_PRICE_PRO and STRIPE_PRICE_BUSINESS must be set with STRIPE_SECRET_KEY (the price ids of the paid plans in Stripe)');
  }
  if (plans.pro.stripePriceId !== null && plans.pro.stripePriceId === plans.business.stripePriceId) {
    problems.push('STRIPE_PRICE_PRO and STRIPE_PRICE_BUSINESS must be different prices');
  }

  const config: Config = {
    appEnv,
    projectName: read('PROJECT_NAME') ?? 'Touchline',
    host,
    port,
    logLevel: read('LOG_LEVEL') ?? (appEnv === 'test' ? 'silent' : 'info'),
    frontendUrl,
    secretKey: secretKey ?? '',
    accessTokenTtlMinutes: integer('ACCESS_TOKEN_EXPIRE_MINUTES', 60 * 24 * 8, 1, 60 * 24 * 365),
    firstSuperuser: { email: superuserEmail.toLowerCase(), password: superuserPassword ?? '' },
    database,
    webRoot,
    remoteManifestUrls,
    shutdownGraceMs: integer('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    trustProxy: bool('TRUST_PROXY', false),
    mail,
    accountTokens: {
      activationTtlHours: integer('ACTIVATION_TOKEN_EXPIRE_HOURS', 24, 1, 24 * 30),
      passwordResetTtlHours: integer('PASSWORD_RESET_TOKEN_EXPIRE_HOURS', 48, 1, 24 * 30),
    },
    botCheck,
    google,
    dataProxy: {
      upstreams,
      upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000),
      cacheMaxEntries: integer('PROXY_CACHE_MAX_ENTRIES', 10_000, 0, 10_000_000),
      cacheMaxBytes: integer('PROXY_CACHE_MAX_MB', 256, 1, 1_000_000) * 1024 * 1024,
      cacheTtlOverrides: ttlOverrides(read('PROXY_CACHE_TTLS'), problems),
      breakerOpenMs: integer('UPSTREAM_BREAKER_OPEN_MS', 5000, 100, 600_000),
    },
    loadShedding: {
      // Off in tests: jest runs in the same event loop as the app it tests, and a busy machine
      // delays both; the tests of shedding turn it on.
      maxEventLoopDelayMs: integer('SHED_MAX_EVENT_LOOP_DELAY_MS', appEnv === 'test' ? 0 : 200, 0, 60_000),
      maxEventLoopUtilization: fraction('SHED_MAX_EVENT_LOOP_UTILIZATION', 0),
      sampleIntervalMs: integer('SHED_SAMPLE_INTERVAL_MS', 1000, 10, 60_000),
      // What queues under overload is requests waiting on something slower than this process (the
      // upstream, the database), not the event loop: limits on what waits (http/load-shedding.ts).
      maxRequestsInFlight: integer('SHED_MAX_REQUESTS_IN_FLIGHT', appEnv === 'test' ? 0 : 256, 0, 1_000_000),
      maxUpstreamCallsInFlight: integer('SHED_MAX_UPSTREAM_CALLS_IN_FLIGHT', appEnv === 'test' ? 0 : 128, 0, 1_000_000),
      retryAfterSeconds: integer('SHED_RETRY_AFTER_SECONDS', 2, 1, 3600),
    },
    plans,
    billing,
    usageRetention: {
      eventsDays: integer('USAGE_EVENTS_RETENTION_DAYS', 30, 1, 3650),
      rollupsDays: integer('USAGE_ROLLUPS_RETENTION_DAYS', 400, 90, 3650),
    },
    redisUrl: (() => {
      const raw = read('REDIS_URL');
      if (raw !== undefined && !/^rediss?:\/\//.test(raw)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');
      return raw ?? null;
    })(),
    throttle: {
      windowSeconds: integer('THROTTLE_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
      attemptsPerAccount: integer('THROTTLE_ATTEMPTS_PER_ACCOUNT', 10, 1, 10_000),
      attemptsPerAddress: integer('THROTTLE_ATTEMPTS_PER_ADDRESS', 50, 1, 100_000),
    },
    notices,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(config);
}

/**
 * Stripe settings: all of them or none. Without them billing is off in production (checkout and
 * portal answer 503) and answered by the bundled stand-in elsewhere (server.ts starts it).
 */
function billingSettings(
  read: (name: string) => string | undefined,
  url: (name: string) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  isProduction: boolean,
  problems: string[],
  notices: string[],
): Config['billing'] {
  const secretKey = read('STRIPE_SECRET_KEY');
  const webhookSecret = read('STRIPE_WEBHOOK_SECRET');
  const apiUrl = url('STRIPE_API_URL') ?? null;
  const graceDays = integer('BILLING_GRACE_DAYS', 7, 0, 90);
  // Pointing the SDK elsewhere would send live customers' payments to a stand-in.
  if (apiUrl !== null && isProduction) problems.push('STRIPE_API_URL cannot be used in production: the SDK must talk to Stripe itself');
  if (secretKey === undefined) {
    if (webhookSecret !== undefined || apiUrl !== null) problems.push('STRIPE_WEBHOOK_SECRET and STRIPE_API_URL need STRIPE_SECRET_KEY');
    if (isProduction) notices.push('STRIPE_SECRET_KEY not set: billing is off (checkout and the billing portal answer 503)');
    return { stripe: null, graceDays };
  }
  if (!/^(sk|rk)_(test|live)_\S+$/.test(secretKey)) problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)');
  if (webhookSecret === undefined) problems.push('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint, whsec_...)');
  return { stripe: { secretKey, webhookSecret: webhookSecret ?? '', apiUrl }, graceDays };
}

function ttlOverrides(raw: string | undefined, problems: string[]): Record<string, number> {
  if (raw === undefined) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every((v) => Number.isFinite(v) && (v as number) >= 0)) {
      const unknown = Object.keys(parsed).filter((key) => !isCacheTtlOverrideKey(key));
      if (unknown.length === 0) return parsed as Record<string, number>;
      problems.push(`PROXY_CACHE_TTLS names no endpoint with ${unknown.map((key) => JSON.stringify(key)).join(', ')}: use an endpoint id from the API docs (e.g. "flashscore-live") or "provider:/endpoint"`);
      return {};
    }
  } catch {
    // reported below
  }
  problems.push('PROXY_CACHE_TTLS must be a JSON object of endpoint ids or "provider:/endpoint" to seconds');
  return {};
}

/** A random key kept on disk so development sessions survive restarts of the bff. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'dev-secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
