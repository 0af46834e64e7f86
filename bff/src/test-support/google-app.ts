// A test app whose Google sign-in goes to a fresh local OpenID provider (a real one, see
// @touchline/test-stand-ins/openid-provider).
import { afterAll, beforeAll, expect } from '@jest/globals';
import { startOpenIdProvider, type LocalOpenIdProvider } from '@touchline/test-stand-ins/openid-provider';
import { startTestApp, type TestApp } from './test-app.js';

/** The dashboard address the Google tests run under. */
export const GOOGLE_TEST_FRONTEND = 'http://dashboard.touchline.test';

/** The Google user whose name and picture the tests check. */
const GIA = { email: 'gia@touchline.test', name: 'Gia Google', picture: 'https://images.example.com/gia.png' };

// The suite's app and provider: ES module live bindings, set by useGoogleSuite's beforeAll.
export let t: TestApp;
export let provider: LocalOpenIdProvider;

/** Starts a test app and its OpenID provider before the file's tests and stops both after them. */
export function useGoogleSuite() {
  beforeAll(async () => {
    provider = await startOpenIdProvider({
      redirectUri: `${GOOGLE_TEST_FRONTEND}/api/login/google/callback`,
      profiles: { [GIA.email]: { name: GIA.name, picture: GIA.picture } },
    });
    t = await startTestApp({ ...provider.env, FRONTEND_URL: GOOGLE_TEST_FRONTEND });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
}

/** Starts sign-in at the bff, signs in at the provider as `login`, and returns the bff's final redirect. */
export async function signInWithGoogle(login: string): Promise<URL> {
  const start = await t.app.inject({ method: 'GET', url: '/api/login/google' });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const back = await provider.signIn(String(start.headers.location), login);
  const callback = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  expect(callback.statusCode).toBe(302);
  return new URL(String(callback.headers.location));
}
