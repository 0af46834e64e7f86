import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configProblemsOf, productionEnv } from './test-support/config-env.js';
import { loadConfig } from './config.js';

const production = productionEnv;
const problemsOf = configProblemsOf;

describe('production configuration', () => {
  it('starts with real secrets', () => {
    expect(loadConfig(production).appEnv).toBe('production');
  });

  it.each(['changethis', 'secret', ''])('refuses the placeholder SECRET_KEY %p', (value) => {
    expect(problemsOf({ ...production, SECRET_KEY: value })).toEqual([expect.stringContaining('SECRET_KEY')]);
  });

  it('refuses a missing SECRET_KEY', () => {
    const { SECRET_KEY: _omitted, ...env } = production;
    expect(problemsOf(env)).toEqual([expect.stringContaining('SECRET_KEY')]);
  });

  it('refuses a short SECRET_KEY', () => {
    expect(problemsOf({ ...production, SECRET_KEY: 'short-but-not-placeholder' })).toEqual([
      expect.stringContaining('at least 32'),
    ]);
  });

  it('refuses the placeholder first-superuser password', () => {
    expect(problemsOf({ ...production, FIRST_SUPERUSER_PASSWORD: 'changethis' })).toEqual([
      expect.stringContaining('FIRST_SUPERUSER_PASSWORD'),
    ]);
  });

  it('refuses to start without Turnstile keys, since sign-up would have no bot check', () => {
    const { TURNSTILE_SECRET_KEY: _omitted, ...env } = production;
    expect(problemsOf(env)).toEqual([expect.stringContaining('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY')]);
  });

  it('refuses to switch the bot check off', () => {
    expect(problemsOf({ ...production, BOT_CHECK_DISABLED: 'true' })).toEqual([
      expect.stringContaining('BOT_CHECK_DISABLED'),
    ]);
  });

  it('reports every problem at once', () => {
    expect(problemsOf({ APP_ENV: 'production', PORT: 'eighty' })).toHaveLength(4);
  });
});

describe('development configuration', () => {
  it('generates a secret key, keeps it across restarts and says so', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'touchline-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.secretKey).toHaveLength(64);
    expect(second.secretKey).toBe(first.secretKey);
    expect(first.notices).toEqual(expect.arrayContaining([expect.stringContaining('SECRET_KEY not set')]));
  });

  it('uses an embedded database unless DATABASE_URL is given', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'touchline-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).database).toMatchObject({
      kind: 'embedded',
      dataDir: path.join(dataDir, 'postgres'),
      isDataDirChosen: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://u@db/x' }).database).toEqual({
      kind: 'external',
      url: 'postgresql://u@db/x',
    });
  });

  it('marks a database folder chosen with EMBEDDED_POSTGRES_DIR, which is then never moved', () => {
    const chosen = mkdtempSync(path.join(os.tmpdir(), 'touchline-config-'));
    expect(loadConfig({ EMBEDDED_POSTGRES_DIR: chosen }).database).toMatchObject({
      kind: 'embedded',
      dataDir: chosen,
      isDataDirChosen: true,
    });
  });

  it('rejects malformed values with the variable named', () => {
    expect(problemsOf({ APP_ENV: 'staging', PORT: '-1', DATABASE_URL: 'mysql://x' })).toEqual([
      expect.stringContaining('APP_ENV'),
      expect.stringContaining('PORT'),
      expect.stringContaining('DATABASE_URL'),
    ]);
  });

  it('reads whole numbers in decimal digits only, as the HTTP layer does: 1e3, 0x10 and 8000.0 are refused, not read as 1000, 16 and 8000', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'touchline-config-'));
    for (const port of ['1e3', '0x10', '8000.0', '+80']) {
      expect(problemsOf({ DATA_DIR: dataDir, PORT: port })).toEqual([
        `PORT must be a whole number from 0 to 65535 in decimal digits, got "${port}"`,
      ]);
    }
    expect(problemsOf({ DATA_DIR: dataDir, SMTP_PORT: '5e2' })).toEqual([
      'SMTP_PORT must be a whole number from 1 to 65535 in decimal digits, got "5e2"',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '1000' }).port).toBe(1000);
  });

  it('checks sign-up with Cloudflare test keys unless the check is explicitly switched off', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'touchline-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).botCheck).toMatchObject({
      kind: 'turnstile',
      siteKey: '1x00000000000000000000AA',
    });
    expect(loadConfig({ DATA_DIR: dataDir, BOT_CHECK_DISABLED: 'true' }).botCheck).toEqual({ kind: 'disabled' });
  });

  it('writes e-mail to the outbox unless SMTP_HOST is set', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'touchline-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).mail).toMatchObject({
      smtp: null,
      outboxDir: path.join(dataDir, 'outbox'),
    });
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_HOST: 'mail.example.com', SMTP_PORT: '465' }).mail.smtp).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
    });
  });

  it('takes cache lifetime overrides by endpoint id or provider:/endpoint, and names an override that matches no endpoint', () => {
    const overrides = { 'flashscore-live': 2, 'transfermarkt:/players/{id}/profile': 60 };
    expect(loadConfig({ PROXY_CACHE_TTLS: JSON.stringify(overrides) }).dataProxy.cacheTtlOverrides).toEqual(overrides);
    expect(problemsOf({ PROXY_CACHE_TTLS: JSON.stringify({ 'flashscore-livescores': 2 }) })).toEqual([
      expect.stringContaining('PROXY_CACHE_TTLS names no endpoint with "flashscore-livescores"'),
    ]);
    expect(problemsOf({ PROXY_CACHE_TTLS: '{"flashscore-live": -1}' })).toEqual([
      expect.stringContaining('PROXY_CACHE_TTLS must be'),
    ]);
  });

  it('sheds load past a 200 ms event-loop delay, 256 requests in flight (32 of one caller) or 32 upstream calls under way by default (not in tests, which share the event loop), gives misses a 250 ms deadline under pressure, and refuses a utilisation threshold outside 0 to 1', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'touchline-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).loadShedding).toEqual({
      maxEventLoopDelayMs: 200,
      maxEventLoopUtilization: 0,
      starvedEventLoopUtilization: 0,
      starvedEventLoopDelayMs: 50,
      sampleIntervalMs: 1000,
      maxRequestsInFlight: 256,
      maxRequestsInFlightPerCaller: 32,
      maxUpstreamCallsInFlight: 32,
      missDeadlineMs: 250,
      retryAfterSeconds: 2,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, SHED_MAX_EVENT_LOOP_UTILIZATION: '0.95' }).loadShedding.maxEventLoopUtilization,
    ).toBe(0.95);
    expect(loadConfig({ DATA_DIR: dataDir, APP_ENV: 'test' }).loadShedding).toMatchObject({
      maxEventLoopDelayMs: 0,
      maxRequestsInFlight: 0,
      maxRequestsInFlightPerCaller: 0,
      maxUpstreamCallsInFlight: 0,
    });
    expect(
      problemsOf({ DATA_DIR: dataDir, SHED_MAX_EVENT_LOOP_UTILIZATION: '1.5', SHED_MAX_EVENT_LOOP_DELAY_MS: '-1' }),
    ).toEqual([
      expect.stringContaining('SHED_MAX_EVENT_LOOP_DELAY_MS'),
      expect.stringContaining('SHED_MAX_EVENT_LOOP_UTILIZATION must be a number from 0 to 1'),
    ]);
  });

  it('is frozen', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'touchline-config-')) });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.remoteManifestUrls)).toBe(true);
  });
});
