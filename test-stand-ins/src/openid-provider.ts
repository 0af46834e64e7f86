// A real OpenID Connect provider (oidc-provider) on a free local port, standing in for Google.
// Its development interactions are the pages a person meets: a login form (inputs `login` and
// `password`, button "Sign-in", link "[ Cancel ]") where any login and password work, then a
// consent page ("Continue"). The login is the account id (the ID token's `sub`) and the e-mail,
// verified, unless it starts with "unverified-" (then the rest is the e-mail, unverified).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOpenIdProvider {
  issuer: string;
  /** GOOGLE_* settings that point the product's Google sign-in here. */
  env: Record<string, string>;
  /** Drives the provider's login and consent forms as a browser would; returns the redirect back to the product. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/** What the provider says about a person beyond the e-mail. */
export interface GoogleProfile {
  name: string;
  picture?: string;
}

export interface OpenIdProviderOptions {
  /** Where the product receives the browser back: `${productUrl}/api/login/google/callback`. */
  redirectUri: string;
  /** Profiles by e-mail; anyone else is named after the e-mail's local part and has no picture. */
  profiles?: Record<string, GoogleProfile>;
}

const CLIENT_ID = 'touchline-test-client';
const CLIENT_SECRET = 'touchline-test-client-secret';
const UNVERIFIED = 'unverified-';

/** "gia.google@example.com" → "Gia Google". */
export function nameFromEmail(email: string): string {
  return email
    .split('@')[0]!
    .split(/[._-]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function claimsOf(login: string, profiles: Record<string, GoogleProfile>) {
  const email = login.startsWith(UNVERIFIED) ? login.slice(UNVERIFIED.length) : login;
  const { name = nameFromEmail(email), picture } = profiles[email] ?? {};
  return { sub: login, email, email_verified: !login.startsWith(UNVERIFIED), name, ...(picture ? { picture } : {}) };
}

export async function startOpenIdProvider({
  redirectUri,
  profiles = {},
}: OpenIdProviderOptions): Promise<LocalOpenIdProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The provider rightly warns that its development interactions and in-memory keys are for development only.
  const warn = console.warn;
  console.warn = () => {};
  let provider: Provider;
  try {
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      pkce: { required: () => true },
      // Google puts the scope's claims (email, name, picture) in the ID token itself.
      conformIdTokenClaims: false,
      cookies: { keys: ['touchline-test-provider-cookie-key'] },
      // Explicit lifetimes (seconds); the defaults print a notice on every sign-in.
      ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      findAccount: async (_context, accountId) => ({ accountId, claims: async () => claimsOf(accountId, profiles) }),
    });
  } finally {
    console.warn = warn;
  }
  provider.on('server_error', () => {});
  server.on('request', provider.callback());

  return {
    issuer,
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER_URL: issuer,
      GOOGLE_REDIRECT_URL: redirectUri,
    },
    signIn: (authorizationUrl, login) => signInWithForms(issuer, authorizationUrl, login),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Follows the provider's redirects with its cookies, filling the login form, then consent, until it sends the browser away. */
async function signInWithForms(issuer: string, authorizationUrl: string, login: string): Promise<URL> {
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
    if (page.includes('name="prompt" value="login"'))
      body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    else if (page.includes('name="prompt" value="consent"')) body = new URLSearchParams({ prompt: 'consent' });
    else throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
  }
  throw new Error('too many redirects at the provider');
}
