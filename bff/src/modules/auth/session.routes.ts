// The signed-in sessions of one's own account, and signing out.
import { Type } from 'typebox';
import { describedUnder, detailAnswers, messageSchema } from '../../http/schemas.js';
import { SessionPublic, sessionAnswer } from './session.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

const errors = detailAnswers(400, 401, 403, 404);
const described = describedUnder('login', 'user');

export const SIGNED_OUT = 'Signed out';
export const SESSION_ENDED = 'Session signed out';
export const OTHERS_ENDED = 'Every other session was signed out';

export const sessionRoutes = typedRoutes([], (app) => {
  app.get('/sessions/', {
    config: { access: 'user', cost: 'list' },
    schema: {
      operationId: 'readSessions',
      ...described("The account's signed-in sessions, the latest seen first; `is_current` marks this one"),
      response: { 200: Type.Array(SessionPublic.ref), ...errors },
    },
    handler: async (request) => {
      const [viewer, current] = [await request.scope.viewer(), await request.scope.viewerSession()];
      const sessions = await request.scope.services.sessions.listLive(viewer);
      return sessions.map((session) => SessionPublic.from(sessionAnswer(session, current.id)));
    },
  });

  app.delete('/sessions/:session_id', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'endSession',
      ...described("Sign one of your sessions out: its token is refused from now on (404 for anyone else's)"),
      params: Type.Object({ session_id: Type.String({ maxLength: 64 }) }),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.sessions.end(await request.scope.viewer(), request.params.session_id);
      return { message: SESSION_ENDED };
    },
  });

  app.post('/sessions/end-others', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'endOtherSessions',
      ...described('Sign out everywhere else: every session but this one ends'),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.sessions.endAll(
        await request.scope.viewer(),
        (await request.scope.viewerSession()).id,
      );
      return { message: OTHERS_ENDED };
    },
  });

  app.post('/logout', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'logout',
      ...described("Sign out: this token's session ends, and the token is refused from now on"),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.sessions.end(await request.scope.viewer(), (await request.scope.viewerSession()).id);
      return { message: SIGNED_OUT };
    },
  });
});
