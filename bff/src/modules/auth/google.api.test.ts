import { describe, expect, it } from '@jest/globals';
import { User } from '../users/user.entity.js';
import { GOOGLE_TEST_FRONTEND, provider, signInWithGoogle, t, useGoogleSuite } from '../../test-support/google-app.js';
import { bearer, startTestApp } from '../../test-support/test-app.js';

const FRONTEND = GOOGLE_TEST_FRONTEND;
const CALLBACK = `${FRONTEND}/api/login/google/callback`;
useGoogleSuite();

describe('Google sign-in', () => {
  it('redirects to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/login/google' });
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('creates an active account for a new verified Google user and lands on /oauth/callback with a working token', async () => {
    const landing = await signInWithGoogle('gia@touchline.test');
    expect(landing.origin + landing.pathname).toBe(`${FRONTEND}/oauth/callback`);
    const token = landing.searchParams.get('access_token')!;
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      email: 'gia@touchline.test',
      full_name: 'Gia Google',
      is_active: true,
      avatar_url: 'https://images.example.com/gia.png',
    });
  });

  it('opens a session for the sign-in, which its token names and the sessions list shows', async () => {
    const token = (await signInWithGoogle('gia@touchline.test')).searchParams.get('access_token')!;
    const sessions = (await t.app.inject({ method: 'GET', url: '/api/sessions/', headers: bearer(token) })).json();
    expect(sessions.find((session: { is_current: boolean }) => session.is_current)).toMatchObject({
      ip_address: '127.0.0.1',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('signs an existing password account in by its verified e-mail and links it', async () => {
    const existing = await t.createUser({ email: 'paula@touchline.test', password: 'paula-password' });
    const landing = await signInWithGoogle('paula@touchline.test');
    const token = landing.searchParams.get('access_token')!;
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json().id).toBe(existing.id);
    const linked = await t.app.deps.orm.em.fork().findOneOrFail(User, { id: existing.id });
    expect(linked.googleSubject).toBe('paula@touchline.test');
  });

  it('signs the same Google account into the same user every time', async () => {
    const first = await signInWithGoogle('repeat@touchline.test');
    const second = await signInWithGoogle('repeat@touchline.test');
    const idOf = async (landing: URL) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: bearer(landing.searchParams.get('access_token')!),
        })
      ).json().id;
    expect(await idOf(second)).toBe(await idOf(first));
  });

  it('sends a cancelled sign-in back to /login with a readable reason', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/login/google/callback?error=access_denied&state=x',
    });
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('Google sign-in was cancelled');
  });
});

describe('Google sign-in when it is not configured', () => {
  it('redirects to /login saying so', async () => {
    const plain = await startTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/login/google' });
      expect(response.statusCode).toBe(302);
      expect(new URL(String(response.headers.location)).searchParams.get('error')).toBe(
        'Google sign-in is not configured',
      );
    } finally {
      await plain.close();
    }
  });
});
