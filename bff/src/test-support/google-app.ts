// A test app whose Google sign-in goes to a fresh local OpenID provider (a real one, see
// @touchline/test-stand-ins/openid-provider).
import { expect } from '@jest/globals';
import { startOpenIdProvider, type LocalOpenIdProvider } from '@touchline/test-stand-ins/openid-provider';
import { startTestApp, type TestApp } from './test-app.js';

/** The dashboard address the Google tests run under. */
export const GOOGLE_TEST_FRONTEND = 'http://dashboard.touchline.test';

/** The Google user whose name and picture the tests check. */
const GIA = { email: 'gia@touchline.test', name: 'Gia Google', picture: 'https://images.example.com/gia.png' };

export async function startAppWithOpenIdProvider(): Promise<{
  t: TestApp;
  provider: LocalOpenIdProvider;
  close(): Promise<void>;
}> {
  const provider = await startOpenIdProvider({
    redirectUri: `${GOOGLE_TEST_FRONTEND}/api/login/google/callback`,
    profiles: { [GIA.email]: { name: GIA.name, picture: GIA.picture } },
  });
  const t = await startTestApp({ ...provider.env, FRONTEND_URL: GOOGLE_TEST_FRONTEND });
  return {
    t,
    provider,
    close: async () => {
      await t.close();
      await provider.close();
    },
  };
}

/** Starts sign-in at the bff, signs in at the provider as `login`, and returns the bff's final redirect. */
export async function completeGoogleSignIn(t: TestApp, provider: LocalOpenIdProvider, login: string): Promise<URL> {
  const start = await t.app.inject({ method: 'GET', url: '/api/login/google' });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const back = await provider.signIn(String(start.headers.location), login);
  const callback = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  expect(callback.statusCode).toBe(302);
  return new URL(String(callback.headers.location));
}
