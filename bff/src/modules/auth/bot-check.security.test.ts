// The sign-up bot check against a local stand-in for Turnstile's siteverify: real HTTP, the
// app's own verification code, answers the test controls.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import {
  HUMAN_TOKEN,
  SECRET_KEY,
  botCheckEnv,
  startTurnstileStandIn,
  type TurnstileStandIn,
} from '@touchline/test-stand-ins/turnstile';
import { User } from '../users/user.entity.js';
import { freePort } from '../../test-support/free-port.js';
import { graphql } from '../../test-support/graphql.js';
import { SUPERUSER, startTestApp, type TestApp } from '../../test-support/test-app.js';

const FAILED = 'Bot check failed: complete the challenge and try again';
const UNAVAILABLE = 'The bot check could not be verified right now; try again in a moment';

let standIn: TurnstileStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startTurnstileStandIn();
  t = await startTestApp(standIn.env);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const signupBody = (email: string, token?: string) => ({
  email,
  full_name: 'Maybe Human',
  password: 'human-password-1',
  confirm_password: 'human-password-1',
  ...(token === undefined ? {} : { turnstile_token: token }),
});
const signup = (app: TestApp, email: string, token?: string, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/users/signup', payload: signupBody(email, token), remoteAddress });

async function expectNothingWritten(app: TestApp, email: string) {
  expect(await app.app.deps.orm.em.fork().count(User, { email })).toBe(0);
  const outbox = app.config.mail.outboxDir;
  const mailed = existsSync(outbox) ? readdirSync(outbox).filter((file) => file.includes(email)) : [];
  expect(mailed).toEqual([]);
}

describe('sign-up with the bot check on', () => {
  it('is on: the configuration points at the stand-in', () => {
    expect(t.config.botCheck).toEqual({
      kind: 'turnstile',
      siteKey: 'stand-in-site-key',
      secretKey: SECRET_KEY,
      verifyUrl: standIn.verifyUrl,
    });
  });

  it("accepts a token siteverify confirms, posting the secret, the token and the client's address", async () => {
    const response = await signup(t, 'human@touchline.test', HUMAN_TOKEN, '198.51.100.7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'human@touchline.test', is_active: false });
    expect(standIn.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/siteverify',
      contentType: 'application/x-www-form-urlencoded',
      fields: { secret: SECRET_KEY, response: HUMAN_TOKEN, remoteip: '198.51.100.7' },
      success: true,
    });
  });

  it('answers 400 without a token, writes nothing and does not call siteverify', async () => {
    const calls = standIn.calls.length;
    for (const token of [undefined, '']) {
      const response = await signup(t, 'tokenless@touchline.test', token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: FAILED });
    }
    expect(standIn.calls.length).toBe(calls);
    await expectNothingWritten(t, 'tokenless@touchline.test');
  });

  it('answers 400 for a token siteverify rejects, and writes nothing', async () => {
    const response = await signup(t, 'robot@touchline.test', 'robot-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: FAILED });
    expect(standIn.calls.at(-1)!.fields.response).toBe('robot-token');
    await expectNothingWritten(t, 'robot@touchline.test');
  });

  it('answers 503 when siteverify answers with an error page, and writes nothing', async () => {
    standIn.setBroken(true);
    try {
      const response = await signup(t, 'unlucky@touchline.test', HUMAN_TOKEN);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: UNAVAILABLE });
    } finally {
      standIn.setBroken(false);
    }
    await expectNothingWritten(t, 'unlucky@touchline.test');
  });

  it('checks the bot before saying an e-mail is taken, so bots cannot enumerate accounts', async () => {
    const response = await signup(t, SUPERUSER.email, 'robot-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: FAILED });
  });

  it('applies to GraphQL sign-up too', async () => {
    const mutation = 'mutation ($input: SignupInput!) { signup(input: $input) { email } }';
    const input = {
      email: 'graph.human@touchline.test',
      fullName: 'G',
      password: 'human-password-1',
      confirmPassword: 'human-password-1',
    };
    const refused = await graphql(t.app, mutation, { input: { ...input, turnstileToken: 'robot-token' } });
    expect(refused.errors![0]).toMatchObject({ message: FAILED, extensions: { code: 'BAD_REQUEST', status: 400 } });
    const missing = await graphql(t.app, mutation, { input });
    expect(missing.errors![0]).toMatchObject({ message: FAILED, extensions: { status: 400 } });
    await expectNothingWritten(t, 'graph.human@touchline.test');

    const accepted = await graphql(t.app, mutation, { input: { ...input, turnstileToken: HUMAN_TOKEN } });
    expect(accepted.data!.signup).toEqual({ email: 'graph.human@touchline.test' });
  });
});

describe('when siteverify cannot be reached', () => {
  it('answers 503 and writes nothing', async () => {
    const closedPort = await freePort();
    const app = await startTestApp(botCheckEnv(`http://127.0.0.1:${closedPort}/siteverify`));
    try {
      const response = await signup(app, 'stranded@touchline.test', HUMAN_TOKEN);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: UNAVAILABLE });
      await expectNothingWritten(app, 'stranded@touchline.test');
    } finally {
      await app.close();
    }
  });
});

describe('with a secret siteverify does not know', () => {
  it('fails closed: even a human token is refused', async () => {
    const app = await startTestApp(botCheckEnv(standIn.verifyUrl, 'some-other-secret'));
    try {
      const response = await signup(app, 'misconfigured@touchline.test', HUMAN_TOKEN);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: FAILED });
      expect(standIn.calls.at(-1)!.fields.secret).toBe('some-other-secret');
      await expectNothingWritten(app, 'misconfigured@touchline.test');
    } finally {
      await app.close();
    }
  });
});
