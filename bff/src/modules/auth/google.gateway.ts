// The only importer of openid-client. Runs the OpenID Connect authorization-code flow with
// PKCE, state and nonce against Google (or any issuer configured, such as a local provider in
// tests). The ID token's issuer, audience, expiry and signature are checked by the library.
import * as oidc from 'openid-client';
import type { Config } from '../../config.js';

export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  isEmailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

/** What must survive the round trip to the provider, kept in an encrypted cookie. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export class GoogleGateway {
  private configuration?: Promise<oidc.Configuration>;

  constructor(private readonly settings: NonNullable<Config['google']>) {}

  private discover(): Promise<oidc.Configuration> {
    // Discovery is cached once it succeeds; a failure is retried on the next sign-in.
    this.configuration ??= oidc
      .discovery(new URL(this.settings.issuerUrl), this.settings.clientId, this.settings.clientSecret, undefined, {
        execute: new URL(this.settings.issuerUrl).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async start(): Promise<{ url: URL; pending: PendingSignIn }> {
    const configuration = await this.discover();
    const pending = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUrl,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url, pending };
  }

  async finish(callbackUrl: URL, pending: PendingSignIn): Promise<GoogleIdentity> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider returned no ID token');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      isEmailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
      picture: typeof claims.picture === 'string' ? claims.picture : undefined,
    };
  }
}
