import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { describedUnder, detailAnswers, messageSchema } from '../../http/schemas.js';
import { snakeCased } from '../../shared/api-shape.js';
import { AccessTokenPublic } from './auth.type.js';
import type { Reauthentication } from './two-factor.service.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.messages.js';
import {
  RecoveryCodesPublic,
  TwoFactorConfirmation,
  TwoFactorEnrolmentPublic,
  TwoFactorSignIn,
  TwoFactorStatusPublic,
} from './two-factor.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

const errors = detailAnswers(400, 403, 404, 429, 503);

async function reauthenticationOf(request: FastifyRequest): Promise<Reauthentication> {
  return { viewer: await request.scope.viewer() };
}

/** The password-step and second-step routes are under `login`, the account's under `users`. */
const describedForUser = describedUnder('users', 'user');
const describedForSuperuser = describedUnder('users', 'superuser');

export const twoFactorRoutes = typedRoutes([], (app) => {
  app.post('/login/two-factor', {
    config: { access: 'public', cost: 'throttled' },
    schema: {
      operationId: 'loginTwoFactor',
      tags: ['login'],
      summary:
        "Second step of sign-in: the password step's challenge_token and a code (or a recovery code, then spent)",
      body: snakeCased(TwoFactorSignIn),
      response: { 200: AccessTokenPublic.ref, ...errors },
    },
    handler: async (request) => {
      const { services } = request.scope;
      const user = await services.twoFactor.completeSignIn(request.body.challenge_token, request.body.code);
      return AccessTokenPublic.from(await services.auth.issueFor(user));
    },
  });

  app.get('/users/me/two-factor', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'readTwoFactorMe',
      ...describedForUser('Whether two-factor sign-in is on, and how many recovery codes are left'),
      response: { 200: TwoFactorStatusPublic.schema, ...errors },
    },
    handler: async (request) =>
      TwoFactorStatusPublic.from(await request.scope.services.twoFactor.status(await request.scope.viewer())),
  });

  app.post('/users/me/two-factor/enrolment', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'startTwoFactorEnrolment',
      ...describedForUser(
        'Start setting up two-factor sign-in: a new secret, as a QR code and as text, until it is confirmed',
      ),
      response: { 200: TwoFactorEnrolmentPublic.schema, ...errors },
    },
    handler: async (request) =>
      TwoFactorEnrolmentPublic.from(
        await request.scope.services.twoFactor.startEnrolment(await request.scope.viewer()),
      ),
  });

  app.post('/users/me/two-factor/confirmation', {
    config: { access: 'user', cost: 'throttled' },
    schema: {
      operationId: 'confirmTwoFactorEnrolment',
      ...describedForUser(
        'Turn two-factor sign-in on with a current code and the password (or a recent sign-in); answers ten recovery codes, shown this once',
      ),
      body: TwoFactorConfirmation,
      response: { 200: RecoveryCodesPublic.schema, ...errors },
    },
    handler: async (request) => {
      const recoveryCodes = await request.scope.services.twoFactor.confirmEnrolment(
        await reauthenticationOf(request),
        request.body,
      );
      return RecoveryCodesPublic.from({ recoveryCodes });
    },
  });

  app.post('/users/me/two-factor/disable', {
    config: { access: 'user', cost: 'throttled' },
    schema: {
      operationId: 'disableTwoFactor',
      ...describedForUser(
        'Turn two-factor sign-in off: the current password (or a sign-in within 15 minutes, for accounts without one) and a code',
      ),
      body: TwoFactorConfirmation,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.twoFactor.disable(await reauthenticationOf(request), request.body);
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  });

  app.post('/users/me/two-factor/recovery-codes', {
    config: { access: 'user', cost: 'throttled' },
    schema: {
      operationId: 'regenerateRecoveryCodes',
      ...describedForUser(
        'Replace the recovery codes (the old ones stop working): the current password (or a recent sign-in) and a code',
      ),
      body: TwoFactorConfirmation,
      response: { 200: RecoveryCodesPublic.schema, ...errors },
    },
    handler: async (request) => {
      const recoveryCodes = await request.scope.services.twoFactor.regenerateRecoveryCodes(
        await reauthenticationOf(request),
        request.body,
      );
      return RecoveryCodesPublic.from({ recoveryCodes });
    },
  });

  app.delete('/users/:user_id/two-factor', {
    config: { access: 'superuser', cost: 'fixed' },
    schema: {
      operationId: 'resetTwoFactor',
      ...describedForSuperuser(
        "Reset a user's two-factor sign-in (they lost their device and recovery codes); the user is told by e-mail",
      ),
      params: Type.Object({ user_id: Type.String() }),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.twoFactor.resetBySuperuser(await request.scope.viewer(), request.params.user_id);
      return { message: TWO_FACTOR_MESSAGES.reset };
    },
  });
});
