// Two-factor sign-in as a user's authenticator app and a client do it, for the tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { rest } from './graphql.js';
import { loginRequest, type TestApp } from './test-app.js';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
export function codeFor(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
}

/**
 * Enrols the token's account (with its password, when it has one) and returns what its owner
 * would keep: the secret and the recovery codes.
 */
export async function enrol(
  t: TestApp,
  token: string,
  password?: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await rest(t.app, 'POST', '/api/users/me/two-factor/enrolment', token);
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.body}`);
  const { secret } = started.json();
  const confirmed = await rest(t.app, 'POST', '/api/users/me/two-factor/confirmation', token, {
    code: codeFor(secret),
    password,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().recovery_codes };
}

/** The password step: its answer's status and body. */
export async function passwordStep(t: TestApp, email: string, password: string) {
  const response = await t.app.inject(loginRequest(email, password));
  return { status: response.statusCode, body: response.json() };
}

/** The second step over REST. */
export function codeStep(t: TestApp, challengeToken: string, code: string) {
  return rest(t.app, 'POST', '/api/login/two-factor', undefined, { challenge_token: challengeToken, code });
}

/** The plain-text messages the outbox holds for `to`, oldest first. */
export function mailsTo(t: TestApp, to: string): string[] {
  const dir = t.config.mail.outboxDir;
  return readdirSync(dir)
    .filter((name) => name.endsWith(`${to}.eml`))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}
