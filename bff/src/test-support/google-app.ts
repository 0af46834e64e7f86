// A real OpenID Connect provider (the oidc-provider package) on a free local port, standing
// in for Google in tests. Its development login form accepts any login: the login becomes the
// account id (the ID token's sub), and one starting with "unverified-" has an unverified e-mail.
import Provider from 'oidc-provider';
import http from 'node:http';
import { freePort } from './free-port.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface LocalOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Drives the provider's login and consent forms as a browser would; returns the redirect back to the app. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startOpenIdProvider(redirectUri: string): Promise<LocalOpenIdProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'touchline-test-client';
  const clientSecret = 'touchline-test-client-secret';
  // The provider warns, rightly, that its in-memory storage and keys are for development only.
  const warn = console.warn;
  console.warn = () => {};
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    pkce: { required: () => true },
    // Google puts the scope's claims (email, name, picture) in the ID token itself.
    conformIdTokenClaims: false,
    cookies: { keys: ['local-provider-cookie-key'] },
    findAccount: async (_ctx, accountId) => ({
      accountId,
      claims: async () => ({
        sub: accountId,
        email: accountId.replace(/^unverified-/, ''),
        email_verified: !accountId.startsWith('unverified-'),
        name: 'Gia Google',
        picture: 'https://images.example.com/gia.png',
      }),
    }),
  });
  console.warn = warn;
  provider.on('server_error', () => {});
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const cookies = new Map<string, string>();
    const remember = (response: Response) => {
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, ...value] = pair!.split('=');
        cookies.set(name!.trim(), value.join('='));
      }
    };
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop++) {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        body,
        headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        redirect: 'manual',
      });
      remember(response);
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.origin !== issuer) return next;
        url = next;
        continue;
      }
      const page = await response.text();
      if (page.includes('name="prompt" value="login"')) body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
      else if (page.includes('name="prompt" value="consent"')) body = new URLSearchParams({ prompt: 'consent' });
      else throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The dashboard address the Google tests run under. */
export const GOOGLE_TEST_FRONTEND = 'http://dashboard.touchline.test';

/** A test app with Google sign-in pointed at a fresh local OpenID provider. */
export async function startAppWithOpenIdProvider(): Promise<{ t: TestApp; provider: LocalOpenIdProvider; close(): Promise<void> }> {
  const provider = await startOpenIdProvider(`${GOOGLE_TEST_FRONTEND}/api/login/google/callback`);
  const t = await startTestApp({
    FRONTEND_URL: GOOGLE_TEST_FRONTEND,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER_URL: provider.issuer,
  });
  return {
    t,
    provider,
    close: async () => {
      await t.close();
      await provider.close();
    },
  };
}
