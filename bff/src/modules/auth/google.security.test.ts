import { describe, expect, it } from '@jest/globals';
import { AccountTokens } from '../users/account-tokens.js';
import { User } from '../users/user.entity.js';
import { provider, t, useGoogleSuite } from '../../test-support/google-app.js';

useGoogleSuite();

async function startAndReturn(login: string) {
  const start = await t.app.inject({ method: 'GET', url: '/api/login/google' });
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const back = await provider.signIn(String(start.headers.location), login);
  return { cookie, back };
}

const landingOf = async (url: string, cookie?: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return new URL(String(response.headers.location));
};

describe('Google sign-in security', () => {
  it('refuses a callback whose state does not match the one this browser started with', async () => {
    const { cookie, back } = await startAndReturn('mallory@touchline.test');
    back.searchParams.set('state', 'forged-state');
    const landing = await landingOf(back.pathname + back.search, cookie);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.has('access_token')).toBe(false);
  });

  it('refuses a callback from another browser (no sign-in cookie): login CSRF', async () => {
    const { back } = await startAndReturn('csrf@touchline.test');
    const landing = await landingOf(back.pathname + back.search);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toMatch(/expired or was started in another browser/);
  });

  it('refuses a tampered sign-in cookie', async () => {
    const { cookie, back } = await startAndReturn('tamper@touchline.test');
    const landing = await landingOf(back.pathname + back.search, cookie.slice(0, -4) + 'AAAA');
    expect(landing.pathname).toBe('/login');
  });

  it('refuses to replay an authorization code', async () => {
    const { cookie, back } = await startAndReturn('replay@touchline.test');
    const first = await landingOf(back.pathname + back.search, cookie);
    expect(first.pathname).toBe('/oauth/callback');
    const second = await landingOf(back.pathname + back.search, cookie);
    expect(second.pathname).toBe('/login');
  });

  it('neither creates nor links an account for an unverified e-mail', async () => {
    const victim = await t.createUser({ email: 'owner@touchline.test', password: 'owner-password' });
    const { cookie, back } = await startAndReturn('unverified-owner@touchline.test');
    const landing = await landingOf(back.pathname + back.search, cookie);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('Your Google account has no verified e-mail address');
    const stored = await t.app.deps.orm.em.fork().findOneOrFail(User, { id: victim.id });
    expect(stored.googleSubject).toBeNull();
  });

  it('does not reactivate an account a superuser switched off', async () => {
    await t.createUser({ email: 'off@touchline.test', password: 'off-password', isActive: false });
    const { cookie, back } = await startAndReturn('off@touchline.test');
    const landing = await landingOf(back.pathname + back.search, cookie);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('Inactive user');
  });

  it("does not make a new account for an address another account's e-mail change can still take back", async () => {
    const owner = await t.createUser({ email: 'moved-on@touchline.test', password: 'owner-password' });
    const em = t.app.deps.orm.em.fork();
    const account = await em.findOneOrFail(User, { id: owner.id });
    // What a confirmed change from held-by-google@ to moved-on@ leaves: the old address's cancel link.
    await new AccountTokens(em).issue(account, 'email_change_cancel', 7 * 24, {
      email: 'held-by-google@touchline.test',
    });
    const { cookie, back } = await startAndReturn('held-by-google@touchline.test');
    const landing = await landingOf(back.pathname + back.search, cookie);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toMatch(/can still take it back/);
    expect(await t.app.deps.orm.em.fork().count(User, { email: 'held-by-google@touchline.test' })).toBe(0);
  });
});
