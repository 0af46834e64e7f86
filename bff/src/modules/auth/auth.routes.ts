import formbody from '@fastify/formbody';
import { Type } from 'typebox';
import { securityFor } from '../../http/access-control.js';
import { detailAnswers } from '../../http/schemas.js';
import { UserPublic } from '../users/user.type.js';
import { Credentials } from './auth.type.js';
import { LoginAnswerSchema, loginAnswer } from './two-factor.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

/** OAuth2's password form names the e-mail `username`. */
const PasswordForm = Type.Object({ username: Credentials.properties.email, password: Credentials.properties.password });

export const authRoutes = typedRoutes([], (app) => {
  // OAuth2's password login is the one form-encoded route, so only this plugin's routes read
  // forms: everywhere else such a body is 415, and a cross-site HTML form (which needs no CORS
  // preflight) cannot call the JSON API.
  void app.register(formbody);
  app.post('/login/access-token', {
    config: { access: 'public', cost: 'throttled' },
    schema: {
      operationId: 'loginAccessToken',
      tags: ['login'],
      summary:
        'OAuth2 password login: form-encoded username (the e-mail) and password; an account with two-factor sign-in gets a challenge_token for POST /login/two-factor instead of an access token',
      consumes: ['application/x-www-form-urlencoded'],
      body: PasswordForm,
      response: { 200: LoginAnswerSchema, ...detailAnswers(400, 429, 503) },
    },
    handler: async (request) =>
      loginAnswer(await request.scope.services.auth.login(request.body.username, request.body.password)),
  });

  app.post('/login/test-token', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'testToken',
      tags: ['login'],
      summary: 'Checks the access token and returns its user',
      security: securityFor('user'),
      response: { 200: UserPublic.ref },
    },
    handler: async (request) => UserPublic.from(await request.scope.viewer()),
  });
});
