import type { FastifyInstance } from 'fastify';
import { securityFor } from '../../http/access-control.js';
import { detailSchema, messageSchema } from '../../http/schemas.js';
import { emailField, fullNameField, passwordField } from '../users/user.rules.js';
import { toUserPublic } from '../users/user.type.js';
import { ACTIVATION_SENT, RECOVERY_SENT } from './account.service.js';

const errors = { 400: detailSchema, 404: detailSchema, 429: detailSchema, 503: detailSchema };
const tokenField = { type: 'string', minLength: 1, maxLength: 512 } as const;
const emailParams = { type: 'object', properties: { email: { type: 'string', maxLength: emailField.maxLength } }, required: ['email'] } as const;

interface SignupBody {
  email: string;
  full_name: string;
  password: string;
  confirm_password: string;
  turnstile_token?: string;
}

export async function accountRoutes(app: FastifyInstance) {
  app.post<{ Body: SignupBody }>('/users/signup', {
    config: { access: 'public', cost: 'throttled' },
    schema: { operationId: 'registerUser',
      tags: ['users'],
      summary: 'Sign up; the account stays inactive until the e-mailed link is followed',
      body: {
        type: 'object',
        properties: {
          email: emailField,
          full_name: { ...fullNameField, type: 'string', minLength: 1 },
          password: passwordField,
          confirm_password: { type: 'string', maxLength: passwordField.maxLength },
          turnstile_token: { type: 'string', maxLength: 4096 },
        },
        required: ['email', 'full_name', 'password', 'confirm_password'],
      },
      response: { 200: { $ref: 'UserPublic#' }, ...errors },
    },
    handler: async (request) => {
      const { email, full_name, password, confirm_password, turnstile_token } = request.body;
      const user = await request.scope.services.accounts.signup({
        email,
        fullName: full_name,
        password,
        confirmPassword: confirm_password,
        turnstileToken: turnstile_token,
      });
      return toUserPublic(user);
    },
  });

  app.post<{ Body: { token: string } }>('/activate/', {
    config: { access: 'public', cost: 'fixed' },
    schema: { operationId: 'activateAccount',
      tags: ['login'],
      summary: 'Activate an account with the token from the activation e-mail',
      body: { type: 'object', properties: { token: tokenField }, required: ['token'] },
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.accounts.activate(request.body.token);
      return { message: 'Account activated successfully' };
    },
  });

  app.post<{ Body: { email: string } }>('/activate/resend', {
    config: { access: 'public', cost: 'throttled' },
    schema: { operationId: 'resendActivation',
      tags: ['login'],
      summary: 'Send a new activation link (same answer whether or not the account exists)',
      body: { type: 'object', properties: { email: emailField }, required: ['email'] },
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.accounts.resendActivation(request.body.email);
      return { message: ACTIVATION_SENT };
    },
  });

  app.post<{ Params: { email: string } }>('/password-recovery/:email', {
    config: { access: 'public', cost: 'throttled' },
    schema: { operationId: 'recoverPassword',
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

  app.post<{ Body: { token: string; new_password: string } }>('/reset-password/', {
    config: { access: 'public', cost: 'fixed' },
    schema: { operationId: 'resetPassword',
      tags: ['login'],
      summary: 'Set a new password with the token from the recovery e-mail',
      body: { type: 'object', properties: { token: tokenField, new_password: passwordField }, required: ['token', 'new_password'] },
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.accounts.resetPassword(request.body.token, request.body.new_password);
      return { message: 'Password updated successfully' };
    },
  });

  app.post<{ Params: { email: string } }>('/password-recovery-html-content/:email', {
    config: { access: 'superuser', cost: 'fixed' },
    schema: { operationId: 'recoverPasswordHtmlContent',
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
}
