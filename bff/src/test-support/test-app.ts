// Builds the real app on a fresh database for one test file, exactly as server.ts does but
// without listening: tests drive it through app.inject.
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/orm.js';
import { seedFirstSuperuser } from '../db/seed.js';
import { User } from '../modules/users/user.entity.js';
import { createTestDatabase, dropTestDatabase } from './test-database.js';

export const SUPERUSER = { email: 'admin@touchline.test', password: 'first-superuser-pw' };

/** The answer to a signed-in caller who asks for what only a superuser (or another account) may have. */
export const NOT_ENOUGH_PRIVILEGES = { detail: "The user doesn't have enough privileges" };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Creates a user directly through the ORM, for arranging a test. */
  createUser(fields: {
    email: string;
    password: string;
    isActive?: boolean;
    isSuperuser?: boolean;
    fullName?: string;
  }): Promise<User>;
  login(email: string, password: string): Promise<string>;
  /** Closes the app as a stopping process does (metering written) and starts a new one on the same database as `app`. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'upstreamBaseUrls' | 'logger'> = {},
): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({
    APP_ENV: 'test',
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    DATABASE_URL: databaseUrl,
    FIRST_SUPERUSER: SUPERUSER.email,
    FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
    WEB_ROOT: 'off',
    OUTBOX_DIR: mkdtempSync(path.join(os.tmpdir(), 'touchline-outbox-')),
    BOT_CHECK_DISABLED: 'true',
    ...env,
  });
  const orm = await openDatabase(databaseUrl);
  const app = await buildApp(config, orm, options);
  await seedFirstSuperuser(app.deps);
  await app.ready();

  const testApp: TestApp = {
    app,
    config,
    async createUser({ email, password, isActive = true, isSuperuser = false, fullName }) {
      const em = orm.em.fork();
      const user = em.create(User, {
        email,
        fullName: fullName ?? null,
        hashedPassword: await testApp.app.deps.passwords.hash(password),
        isActive,
        isSuperuser,
      });
      await em.flush();
      return user;
    },
    async login(email, password) {
      const response = await testApp.app.inject(loginRequest(email, password));
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json().access_token;
    },
    async restart() {
      await testApp.app.close();
      testApp.app = await buildApp(config, orm, options);
      await testApp.app.ready();
    },
    async close() {
      await testApp.app.close();
      await orm.close();
      await dropTestDatabase(databaseUrl);
    },
  };
  return testApp;
}

/** An OAuth2 password-form login request, as API clients send it. */
export function loginRequest(username: string, password: string) {
  return {
    method: 'POST' as const,
    url: '/api/login/access-token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
