import { Type } from 'typebox';
import { securityFor } from '../../http/access-control.js';
import { detailAnswers, messageSchema } from '../../http/schemas.js';
import { camelCased, snakeCased } from '../../shared/api-shape.js';
import { USER_FIELD_RULES, UserField } from '../users/user.rules.js';
import { UserPublic } from '../users/user.type.js';
import { AccountToken, PasswordReset, Signup } from './account.input.js';
import { ACTIVATION_SENT, RECOVERY_SENT } from './account.service.js';
import { typedRoutes } from '../../http/typed-routes.js';

const errors = detailAnswers(400, 404, 429, 503);
const emailParams = Type.Object({ email: Type.String({ maxLength: USER_FIELD_RULES.email.maxLength }) });

export const accountRoutes = typedRoutes([], (app) => {
  app.post('/users/signup', {
    config: { access: 'public', cost: 'throttled' },
    schema: {
      operationId: 'registerUser',
      tags: ['users'],
      summary: 'Sign up; the account stays inactive until the e-mailed link is followed',
      body: snakeCased(Signup),
      response: { 200: UserPublic.ref, ...errors },
    },
    handler: async (request) =>
      UserPublic.from(await request.scope.services.accounts.signup(camelCased(Signup, request.body))),
  });

  app.post('/activate/', {
    config: { access: 'public', cost: 'fixed' },
    schema: {
      operationId: 'activateAccount',
      tags: ['login'],
      summary: 'Activate an account with the token from the activation e-mail',
      body: Type.Object({ token: AccountToken() }),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.accounts.activate(request.body.token);
      return { message: 'Account activated successfully' };
    },
  });

  app.post('/activate/resend', {
    config: { access: 'public', cost: 'throttled' },
    schema: {
      operationId: 'resendActivation',
      tags: ['login'],
      summary: 'Send a new activation link (same answer whether or not the account exists)',
      body: Type.Object({ email: UserField.email() }),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.accounts.resendActivation(request.body.email);
      return { message: ACTIVATION_SENT };
    },
  });

  app.post('/password-recovery/:email', {
    config: { access: 'public', cost: 'throttled' },
    schema: {
      operationId: 'recoverPassword',
      tags: ['login'],
      summary: 'E-mail a password recovery link (same answer whether or not the account exists)',
      params: emailParams,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.accounts.requestPasswordRecovery(request.params.email);
      return { message: RECOVERY_SENT };
    },
  });

  app.post('/reset-password/', {
    config: { access: 'public', cost: 'fixed' },
    schema: {
      operationId: 'resetPassword',
      tags: ['login'],
      summary: 'Set a new password with the token from the recovery e-mail',
      body: snakeCased(PasswordReset),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.accounts.resetPassword(request.body.token, request.body.new_password);
      return { message: 'Password updated successfully' };
    },
  });

  app.post('/password-recovery-html-content/:email', {
    config: { access: 'superuser', cost: 'fixed' },
    schema: {
      operationId: 'recoverPasswordHtmlContent',
      tags: ['login'],
      summary: "The HTML of a user's recovery message; its subject is in the `subject` header",
      security: securityFor('superuser'),
      params: emailParams,
      response: { 200: { type: 'string' }, ...errors },
    },
    handler: async (request, reply) => {
      const message = await request.scope.services.accounts.recoveryMessageFor(request.params.email);
      return reply.header('subject', message.subject).type('text/html; charset=utf-8').send(message.html);
    },
  });
});
