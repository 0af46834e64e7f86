// Who may sign in and how: the signing secret, the first superuser, token lifetimes, the bot
// check, Google sign-in and the throttling of attempts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Config } from './config.type.js';
import type { EnvReader } from './env-reader.js';
import type { Runtime } from './server-settings.js';

const PLACEHOLDER_SECRETS = new Set(['changethis', 'changeme', 'secret', 'password', '']);
const DEV_SUPERUSER_PASSWORD = 'changethis';
const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export function readSecretKey(env: EnvReader, runtime: Runtime): string {
  const secretKey = env.text('SECRET_KEY');
  if (runtime.isProduction) {
    if (secretKey === undefined || PLACEHOLDER_SECRETS.has(secretKey.toLowerCase())) {
      env.problems.push(
        'SECRET_KEY must be set to a real secret in production (generate one with `openssl rand -hex 32`)',
      );
    } else if (secretKey.length < 32) {
      env.problems.push('SECRET_KEY must be at least 32 characters in production');
    }
    return secretKey ?? '';
  }
  if (secretKey !== undefined) return secretKey;
  env.notices.push(
    `SECRET_KEY not set: using a development key kept in ${path.join(runtime.dataDir, 'dev-secret-key')}`,
  );
  return developmentSecret(runtime.dataDir);
}

export function readFirstSuperuser(env: EnvReader, runtime: Runtime): Config['firstSuperuser'] {
  const email = env.text('FIRST_SUPERUSER') ?? 'admin@example.com';
  let password = env.text('FIRST_SUPERUSER_PASSWORD');
  if (runtime.isProduction) {
    if (password === undefined || PLACEHOLDER_SECRETS.has(password.toLowerCase())) {
      env.problems.push('FIRST_SUPERUSER_PASSWORD must be set to a real password in production');
    }
  } else if (password === undefined) {
    password = DEV_SUPERUSER_PASSWORD;
  }
  if (password !== undefined && (password.length < 8 || password.length > 128)) {
    env.problems.push('FIRST_SUPERUSER_PASSWORD must be 8 to 128 characters');
  }
  return { email: email.toLowerCase(), password: password ?? '' };
}

export function readSessions(env: EnvReader): Pick<Config, 'accessTokenTtlMinutes' | 'accountTokens' | 'throttle'> {
  return {
    accessTokenTtlMinutes: env.integer('ACCESS_TOKEN_EXPIRE_MINUTES', 60 * 24 * 8, 1, 60 * 24 * 365),
    accountTokens: {
      activationTtlHours: env.integer('ACTIVATION_TOKEN_EXPIRE_HOURS', 24, 1, 24 * 30),
      passwordResetTtlHours: env.integer('PASSWORD_RESET_TOKEN_EXPIRE_HOURS', 48, 1, 24 * 30),
      emailChangeTtlHours: env.integer('EMAIL_CHANGE_TOKEN_EXPIRE_HOURS', 24, 1, 24 * 30),
    },
    throttle: {
      windowSeconds: env.integer('THROTTLE_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
      attemptsPerAccount: env.integer('THROTTLE_ATTEMPTS_PER_ACCOUNT', 10, 1, 10_000),
      attemptsPerAddress: env.integer('THROTTLE_ATTEMPTS_PER_ADDRESS', 50, 1, 100_000),
    },
  };
}

/**
 * By default half the cores run password hashes (at least one), and never all of libuv's threads
 * (UV_THREADPOOL_SIZE, four unless set): at least one stays free for files, compression and name
 * lookups of every other request.
 */
export function readPasswordChecks(env: EnvReader): Config['passwordChecks'] {
  // Node's own variable, read here to size by it (Node reads it at start-up; 1024 is its limit).
  const libuvThreads = env.integer('UV_THREADPOOL_SIZE', 4, 1, 1024);
  const fallback = Math.max(1, Math.min(Math.floor(availableParallelism() / 2), libuvThreads - 1));
  return {
    atOnce: env.integer('PASSWORD_CHECKS_AT_ONCE', fallback, 1, 1024),
    maxWaiting: env.integer('PASSWORD_CHECKS_MAX_WAITING', 32, 0, 100_000),
  };
}

/** Only an explicit setting turns the bot check off, and never in production. */
export function readBotCheck(env: EnvReader, runtime: Runtime): Config['botCheck'] {
  const isDisabled = env.bool('BOT_CHECK_DISABLED', false);
  const siteKey = env.text('TURNSTILE_SITE_KEY');
  const secretKey = env.text('TURNSTILE_SECRET_KEY');
  if (isDisabled) {
    if (runtime.isProduction) env.problems.push('BOT_CHECK_DISABLED cannot be used in production');
    env.notices.push('BOT_CHECK_DISABLED=true: sign-up accepts any bot-check token');
    return { kind: 'disabled' };
  }
  if (siteKey && secretKey) {
    return {
      kind: 'turnstile',
      siteKey,
      secretKey,
      verifyUrl: env.url('TURNSTILE_VERIFY_URL', TURNSTILE_VERIFY_URL) ?? '',
    };
  }
  if (runtime.isProduction) {
    env.problems.push('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set in production');
    return { kind: 'disabled' };
  }
  // Cloudflare's published test keys: the real widget and siteverify run, and always pass.
  const testKeys = {
    kind: 'turnstile',
    siteKey: '1x00000000000000000000AA',
    secretKey: '1x0000000000000000000000000000000AA',
    verifyUrl: env.url('TURNSTILE_VERIFY_URL', TURNSTILE_VERIFY_URL) ?? '',
  } as const;
  env.notices.push(
    'TURNSTILE_* not set: using Cloudflare test keys that always pass (set BOT_CHECK_DISABLED=true to work offline)',
  );
  return testKeys;
}

export function readGoogle(env: EnvReader, runtime: Runtime): Config['google'] {
  const clientId = env.text('GOOGLE_CLIENT_ID');
  const clientSecret = env.text('GOOGLE_CLIENT_SECRET');
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    env.problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    issuerUrl: env.url('GOOGLE_ISSUER_URL', 'https://accounts.google.com') ?? '',
    redirectUrl: env.url('GOOGLE_REDIRECT_URL', `${runtime.frontendUrl}/api/login/google/callback`) ?? '',
  };
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
