// Browser redirects for Google sign-in. Every outcome is a redirect back to the dashboard:
// /oauth/callback with a token, /login with a two-factor challenge, or /login with a readable reason.
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import { DomainError } from '../../shared/errors.js';
import type { GoogleGateway, PendingSignIn } from './google.gateway.js';

const COOKIE = 'touchline_google_signin';
const PENDING_TTL_SECONDS = 600;

/** `gateway` is null when Google sign-in is not configured: both routes then say so. */
export async function googleRoutes(app: FastifyInstance, options: { config: Config; gateway: GoogleGateway | null }) {
  const { config, gateway } = options;
  // Cookies are read and written on these two routes only; no other route pays for parsing them.
  await app.register(cookie, { hook: 'preHandler' });
  // The pending sign-in (state, nonce, PKCE verifier) is encrypted, so the browser only carries it.
  const cookieKey = createHash('sha256').update(`google-sign-in:${config.secretKey}`).digest();
  const cookieOptions: CookieSerializeOptions = {
    path: '/api/login/google',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.frontendUrl.startsWith('https://'),
  };

  const toLogin = (reply: FastifyReply, reason: string) =>
    reply.redirect(`${config.frontendUrl}/login?error=${encodeURIComponent(reason)}`, 302);

  app.get('/login/google', {
    config: { access: 'public', cost: 'fixed' },
    schema: {
      operationId: 'startGoogleSignIn',
      tags: ['login'],
      summary: 'Start Google sign-in (redirects to Google)',
    },
    handler: async (request, reply) => {
      if (!gateway) return toLogin(reply, 'Google sign-in is not configured');
      try {
        const { url, pending } = await gateway.start();
        const sealed = await new EncryptJWT({ ...pending })
          .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
          .setExpirationTime(`${PENDING_TTL_SECONDS}s`)
          .encrypt(cookieKey);
        reply.setCookie(COOKIE, sealed, { ...cookieOptions, maxAge: PENDING_TTL_SECONDS });
        return reply.redirect(url.toString(), 302);
      } catch (error) {
        request.log.error({ err: error }, 'google sign-in: provider unavailable');
        return toLogin(reply, 'Google sign-in is unavailable right now; try again later');
      }
    },
  });

  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>('/login/google/callback', {
    config: { access: 'public', cost: 'fixed' },
    schema: {
      operationId: 'finishGoogleSignIn',
      tags: ['login'],
      summary: 'Where Google sends the browser back; redirects to the dashboard',
      querystring: {
        type: 'object',
        properties: { code: { type: 'string' }, state: { type: 'string' }, error: { type: 'string' } },
      },
      response: {
        302: { description: 'To the dashboard, signed in, or to the login page with the reason', type: 'null' },
      },
    },
    handler: async (request, reply) => {
      reply.clearCookie(COOKIE, cookieOptions);
      if (!gateway) return toLogin(reply, 'Google sign-in is not configured');
      if (request.query.error)
        return toLogin(
          reply,
          request.query.error === 'access_denied' ? 'Google sign-in was cancelled' : 'Google sign-in failed',
        );
      const pending = await readPending(request);
      if (!pending) return toLogin(reply, 'Google sign-in expired or was started in another browser; try again');
      try {
        const callbackUrl = new URL(config.google!.redirectUrl);
        callbackUrl.search = new URL(request.url, 'http://placeholder').search;
        const identity = await gateway.finish(callbackUrl, pending);
        const { services } = request.scope;
        const user = await services.googleSignIn.signIn(identity);
        // An account with two-factor sign-in completes it on /login, as after a password.
        const challenge = await services.twoFactor.challengeFor(user);
        if (challenge)
          return reply.redirect(
            `${config.frontendUrl}/login?two_factor=${encodeURIComponent(challenge.challengeToken)}`,
            302,
          );
        const { accessToken } = await services.auth.issueFor(user);
        return reply.redirect(
          `${config.frontendUrl}/oauth/callback?access_token=${encodeURIComponent(accessToken)}`,
          302,
        );
      } catch (error) {
        if (error instanceof DomainError) return toLogin(reply, error.message);
        request.log.warn({ err: error }, 'google sign-in: callback rejected');
        return toLogin(reply, 'Google sign-in could not be verified; try again');
      }
    },
  });

  async function readPending(request: FastifyRequest): Promise<PendingSignIn | null> {
    const sealed = request.cookies[COOKIE];
    if (!sealed) return null;
    try {
      const { payload } = await jwtDecrypt(sealed, cookieKey);
      const { state, nonce, codeVerifier } = payload as Partial<PendingSignIn>;
      return state && nonce && codeVerifier ? { state, nonce, codeVerifier } : null;
    } catch {
      return null;
    }
  }
}
