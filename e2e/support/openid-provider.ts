// A real OpenID Connect provider (the oidc-provider package) on a free local port, standing in
// for Google. Its development interactions are the pages a person meets: a login form (inputs
// `login` and `password`, button "Sign-in", link "[ Cancel ]") where any login works, then a
// consent page ("Continue"). The login string becomes both the account id (`sub`) and the e-mail,
// verified; the name comes from `names`, or is made from the e-mail's local part.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './product.ts';

export interface LocalOpenIdProvider {
  issuer: string;
  /** GOOGLE_* settings that point the product's Google sign-in here. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface OpenIdProviderOptions {
  /** Where the product receives the browser back: `${productUrl}/api/login/google/callback`. */
  redirectUri: string;
  /** Display names by login (e-mail). */
  names?: Record<string, string>;
}

const CLIENT_ID = 'touchline-e2e';
const CLIENT_SECRET = 'touchline-e2e-client-secret';

export function displayNameFor(login: string, names: Record<string, string> = {}): string {
  return (
    names[login] ??
    login
      .split('@')[0]!
      .split(/[._-]+/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export async function startOpenIdProvider({ redirectUri, names = {} }: OpenIdProviderOptions): Promise<LocalOpenIdProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  // The provider rightly warns that devInteractions and in-memory keys are for development only.
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
      cookies: { keys: ['touchline-e2e-provider-cookie-key'] },
      // Explicit lifetimes (seconds); the defaults print a notice on every sign-in.
      ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      findAccount: async (_context, accountId) => ({
        accountId,
        claims: async () => ({ sub: accountId, email: accountId, email_verified: true, name: displayNameFor(accountId, names) }),
      }),
    });
  } finally {
    console.warn = warn;
  }
  provider.on('server_error', () => {});
  const server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER_URL: issuer,
      GOOGLE_REDIRECT_URL: redirectUri,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
