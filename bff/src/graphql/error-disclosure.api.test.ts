// What a GraphQL error answer tells a client about the server: a stack trace only in local
// development, and, while introspection is off, no names of the schema suggested in messages.
// Each app is built with NODE_ENV unset, as a bff started by hand is: Apollo would otherwise
// decide from NODE_ENV (jest sets it to "test").
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../test-support/graphql.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const PRODUCTION = {
  APP_ENV: 'production',
  LOG_LEVEL: 'silent',
  BOT_CHECK_DISABLED: 'false',
  TURNSTILE_SITE_KEY: 'production-site-key',
  TURNSTILE_SECRET_KEY: 'production-secret-key',
};

async function startWithoutNodeEnv(env: Record<string, string>): Promise<TestApp> {
  const nodeEnv = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  try {
    return await startTestApp(env);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

const apps: Partial<Record<'production' | 'test' | 'development', TestApp>> = {};
beforeAll(async () => {
  apps.production = await startWithoutNodeEnv(PRODUCTION);
  apps.test = await startWithoutNodeEnv({ APP_ENV: 'test' });
  apps.development = await startWithoutNodeEnv({ APP_ENV: 'development', LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  for (const app of Object.values(apps)) await app?.close();
});

/** A mistyped field, and a mistyped field of a variable's input: graphql-js suggests names for both. */
const mistakes = {
  field: () => ['{ usersx { count } }', {}] as const,
  inputField: () =>
    [
      'mutation ($input: LoginInput!) { login(input: $input) { ... on AccessToken { accessToken } } }',
      { input: { email: 'a@b.test', password: 'x', emial: 'a@b.test' } },
    ] as const,
};

describe('in production', () => {
  it.each(Object.keys(mistakes) as (keyof typeof mistakes)[])(
    'answers a mistake (%s) without a stack trace',
    async (mistake) => {
      const [query, variables] = mistakes[mistake]();
      const response = await graphql(apps.production!.app, query, variables);
      expect(response.errors).toHaveLength(1);
      expect(response.errors![0]!.extensions).not.toHaveProperty('stacktrace');
      expect(JSON.stringify(response.errors)).not.toMatch(/\.(ts|js):\d+|node_modules|\/src\//);
    },
  );

  it('suggests no field names, introspection being off', async () => {
    const field = await graphql(apps.production!.app, ...mistakes.field());
    expect(field.errors![0]).toMatchObject({
      message: 'Cannot query field "usersx" on type "Query".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 422 },
    });
    const input = await graphql(apps.production!.app, ...mistakes.inputField());
    expect(input.errors![0]!.message).toMatch(
      /^Variable "\$input" got invalid value .*Field "emial" is not defined by type "LoginInput"\.$/,
    );
    expect(input.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 422 });
    const introspection = await graphql(apps.production!.app, '{ __schema { types { name } } }');
    expect(introspection.errors![0]!.message).not.toMatch(/Did you mean/);
  });
});

describe('in tests (not development either)', () => {
  it('answers a mistake without a stack trace, and still suggests names, introspection being on', async () => {
    const response = await graphql(apps.test!.app, ...mistakes.field());
    expect(response.errors![0]!.extensions).not.toHaveProperty('stacktrace');
    expect(response.errors![0]!.message).toBe(
      'Cannot query field "usersx" on type "Query". Did you mean "users" or "user"?',
    );
  });
});

describe('in local development', () => {
  it('answers a mistake with its stack trace and suggestions, for the developer', async () => {
    const response = await graphql(apps.development!.app, ...mistakes.field());
    expect(response.errors![0]!.extensions.stacktrace).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(response.errors![0]!.message).toMatch(/Did you mean "users" or "user"\?$/);
  });
});
