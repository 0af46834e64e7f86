// Changing one's own e-mail address: a request mails a link to the new address, which applies it.
import { Type } from 'typebox';
import { describedUnder, detailAnswers, messageSchema } from '../../http/schemas.js';
import { camelCased, snakeCased } from '../../shared/api-shape.js';
import { NotFoundError } from '../../shared/errors.js';
import { EmailChangeRequest } from '../users/user.input.js';
import { UserPublic } from '../users/user.type.js';
import { AccountToken } from './account.input.js';
import { NO_CHANGE_PENDING } from './email-change.service.js';
import { EmailChangePublic } from './session.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

const errors = detailAnswers(400, 403, 404, 409, 429, 503);
const described = describedUnder('users', 'user');

export const EMAIL_CHANGE_CANCELLED = 'The e-mail change was cancelled';
export const CANCELLED_BY_LINK = 'The e-mail change was cancelled and every session of the account was signed out';

export const emailChangeRoutes = typedRoutes([], (app) => {
  app.get('/users/me/email-change', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'readEmailChange',
      ...described('The e-mail change waiting for its link to be opened (404 when none is)'),
      response: { 200: EmailChangePublic.ref, ...errors },
    },
    handler: async (request) => {
      const pending = await request.scope.services.emailChange.pending(await request.scope.viewer());
      if (!pending) throw new NotFoundError(NO_CHANGE_PENDING);
      return EmailChangePublic.from(pending);
    },
  });

  app.post('/users/me/email-change', {
    config: { access: 'user', cost: 'throttled' },
    schema: {
      operationId: 'requestEmailChange',
      ...described(
        'Change own e-mail: needs current_password (or a sign-in from the last 10 minutes without one); mails a link to the new address, which stays pending until it is opened',
      ),
      body: snakeCased(EmailChangeRequest),
      response: { 200: EmailChangePublic.ref, ...errors },
    },
    handler: async (request) => {
      const { newEmail, currentPassword } = camelCased(EmailChangeRequest, request.body);
      return EmailChangePublic.from(
        await request.scope.services.emailChange.request(await request.scope.viewer(), newEmail, { currentPassword }),
      );
    },
  });

  app.post('/users/me/email-change/resend', {
    config: { access: 'user', cost: 'throttled' },
    schema: {
      operationId: 'resendEmailChange',
      ...described('Mail a new link to the pending address; the one sent before stops working'),
      response: { 200: EmailChangePublic.ref, ...errors },
    },
    handler: async (request) =>
      EmailChangePublic.from(await request.scope.services.emailChange.resend(await request.scope.viewer())),
  });

  app.delete('/users/me/email-change', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'cancelEmailChange',
      ...described('Cancel the pending e-mail change; the mailed link stops working'),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.emailChange.cancel(await request.scope.viewer());
      return { message: EMAIL_CHANGE_CANCELLED };
    },
  });

  app.post('/email-change/confirm', {
    config: { access: 'public', cost: 'fixed' },
    schema: {
      operationId: 'confirmEmailChange',
      tags: ['login'],
      summary: 'Apply an e-mail change with the token mailed to the new address (single use, expiring)',
      body: Type.Object({ token: AccountToken() }),
      response: { 200: UserPublic.ref, ...errors },
    },
    handler: async (request) => UserPublic.from(await request.scope.services.emailChange.confirm(request.body.token)),
  });

  app.post('/email-change/cancel', {
    config: { access: 'public', cost: 'fixed' },
    schema: {
      operationId: 'cancelEmailChangeByLink',
      tags: ['login'],
      summary:
        'With the token mailed to the old address: cancel (or undo) the change and sign out every session of the account',
      body: Type.Object({ token: AccountToken() }),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.emailChange.cancelByLink(request.body.token);
      return { message: CANCELLED_BY_LINK };
    },
  });
});
