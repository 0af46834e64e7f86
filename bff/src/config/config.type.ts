// What the bff can be told from outside, as the rest of the code receives it (config.ts reads it).
import type { ProviderName } from '../modules/data-proxy/endpoint-catalog.js';

export type AppEnv = 'development' | 'test' | 'production';

export const REMOTE_NAMES = ['mf_auth', 'mf_keys', 'mf_usage', 'mf_billing', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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
  readonly accountTokens: {
    readonly activationTtlHours: number;
    readonly passwordResetTtlHours: number;
    readonly emailChangeTtlHours: number;
  };
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
    readonly upstreams: Readonly<
      Record<ProviderName, { readonly baseUrl: string | null; readonly apiKey: string | null }>
    >;
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
    /**
     * CPU starvation: requests are shed while a sample's utilisation is at least this (0 turns
     * the check off) and its mean event-loop delay is over starvedEventLoopDelayMs.
     */
    readonly starvedEventLoopUtilization: number;
    readonly starvedEventLoopDelayMs: number;
    /** How often the event loop is sampled. */
    readonly sampleIntervalMs: number;
    /** Requests this process may hold unanswered at once; past it new ones are shed. */
    readonly maxRequestsInFlight: number;
    /**
     * Requests one caller (an account, else an address) may hold unanswered at once in this
     * process; past it its new ones are refused with 429. Metered routes and the health check are
     * not counted.
     */
    readonly maxRequestsInFlightPerCaller: number;
    /**
     * Calls this process may have under way to one upstream (sent or waiting for one of its
     * connections); past it a call that would need one more is shed.
     */
    readonly maxUpstreamCallsInFlight: number;
    /**
     * How long a cache miss waits for its upstream while calls to that upstream are being shed;
     * past it the miss is answered 503 with Retry-After and its upstream call goes on to fill the
     * cache. 0 waits as long as the upstream's timeout.
     */
    readonly missDeadlineMs: number;
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
  readonly throttle: {
    readonly windowSeconds: number;
    readonly attemptsPerAccount: number;
    readonly attemptsPerAddress: number;
  };
  /** Password hashing's share of the machine (modules/users/password-hasher.ts). */
  readonly passwordChecks: {
    /** Hashes run at once; the others wait their turn. */
    readonly atOnce: number;
    /** Checks that may wait; past it one is refused with 503. */
    readonly maxWaiting: number;
  };
  /** Things config chose on its own (generated secrets, defaults) that the log should mention once. */
  readonly notices: readonly string[];
}
