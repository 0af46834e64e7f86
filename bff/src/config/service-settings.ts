// What the product's services are set up with: e-mail delivery, the data proxy and its
// upstreams, and how long usage data is kept.
import path from 'node:path';
import { isCacheTtlOverrideKey } from '../modules/data-proxy/cache-rules.js';
import { PROVIDERS, type ProviderName } from '../modules/data-proxy/endpoint-catalog.js';
import type { Config } from './config.type.js';
import type { EnvReader } from './env-reader.js';
import type { Runtime } from './server-settings.js';

export function readMail(env: EnvReader, runtime: Runtime): Config['mail'] {
  const smtpHost = env.text('SMTP_HOST');
  const smtpPort = env.integer('SMTP_PORT', 587, 1, 65535);
  const mail: Config['mail'] = {
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: smtpPort,
          secure: env.bool('SMTP_SSL', smtpPort === 465),
          requireTls: env.bool('SMTP_TLS', true),
          user: env.text('SMTP_USER'),
          password: env.text('SMTP_PASSWORD'),
        }
      : null,
    from: {
      email: env.text('EMAILS_FROM_EMAIL') ?? 'no-reply@touchline.local',
      name: env.text('EMAILS_FROM_NAME') ?? env.text('PROJECT_NAME') ?? 'Touchline',
    },
    outboxDir: path.resolve(env.text('OUTBOX_DIR') ?? path.join(runtime.dataDir, 'outbox')),
  };
  if (!smtpHost && runtime.isProduction)
    env.notices.push('SMTP_HOST not set: e-mail goes to the local outbox, not to people');
  return mail;
}

export function readDataProxy(env: EnvReader): Config['dataProxy'] {
  const upstreams = Object.fromEntries(
    PROVIDERS.map((provider) => {
      const prefix = provider.toUpperCase();
      return [
        provider,
        { baseUrl: env.url(`${prefix}_UPSTREAM_URL`) ?? null, apiKey: env.text(`${prefix}_UPSTREAM_KEY`) ?? null },
      ];
    }),
  ) as Record<ProviderName, { baseUrl: string | null; apiKey: string | null }>;
  return {
    upstreams,
    upstreamTimeoutMs: env.integer('UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000),
    cacheMaxEntries: env.integer('PROXY_CACHE_MAX_ENTRIES', 10_000, 0, 10_000_000),
    cacheMaxBytes: env.integer('PROXY_CACHE_MAX_MB', 256, 1, 1_000_000) * 1024 * 1024,
    cacheTtlOverrides: readTtlOverrides(env),
    breakerOpenMs: env.integer('UPSTREAM_BREAKER_OPEN_MS', 5000, 100, 600_000),
  };
}

function readTtlOverrides(env: EnvReader): Record<string, number> {
  const raw = env.text('PROXY_CACHE_TTLS');
  if (raw === undefined) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (
      parsed &&
      typeof parsed === 'object' &&
      !Array.isArray(parsed) &&
      Object.values(parsed).every((v) => Number.isFinite(v) && (v as number) >= 0)
    ) {
      const unknown = Object.keys(parsed).filter((key) => !isCacheTtlOverrideKey(key));
      if (unknown.length === 0) return parsed as Record<string, number>;
      env.problems.push(
        `PROXY_CACHE_TTLS names no endpoint with ${unknown.map((key) => JSON.stringify(key)).join(', ')}: use an endpoint id from the API docs (e.g. "flashscore-live") or "provider:/endpoint"`,
      );
      return {};
    }
  } catch {
    // reported below
  }
  env.problems.push('PROXY_CACHE_TTLS must be a JSON object of endpoint ids or "provider:/endpoint" to seconds');
  return {};
}

export function readUsageRetention(env: EnvReader): Config['usageRetention'] {
  return {
    eventsDays: env.integer('USAGE_EVENTS_RETENTION_DAYS', 30, 1, 3650),
    rollupsDays: env.integer('USAGE_ROLLUPS_RETENTION_DAYS', 400, 90, 3650),
  };
}
