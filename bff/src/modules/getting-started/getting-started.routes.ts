import { GettingStartedPublic } from './getting-started.type.js';
import { describedUnder } from '../../http/schemas.js';
import { typedRoutes } from '../../http/typed-routes.js';

const answer = GettingStartedPublic.ref;
const toPublic = GettingStartedPublic.from;

const described = describedUnder('users', 'user');

export const gettingStartedRoutes = typedRoutes([GettingStartedPublic.schema], (app) => {
  app.get('/users/me/getting-started', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'readGettingStarted',
      ...described("The dashboard's Get started checklist, as the account's data says it stands"),
      response: { 200: answer },
    },
    handler: async (request) =>
      toPublic(await request.scope.services.gettingStarted.status(await request.scope.viewer())),
  });

  app.post('/users/me/getting-started/usage-seen', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'markGettingStartedUsageSeen',
      ...described('Record that the account opened its usage (counts once it has a metered call)'),
      response: { 200: answer },
    },
    handler: async (request) =>
      toPublic(await request.scope.services.gettingStarted.markUsageSeen(await request.scope.viewer())),
  });

  app.post('/users/me/getting-started/dismiss', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'dismissGettingStarted',
      ...described('Hide the Get started checklist for good'),
      response: { 200: answer },
    },
    handler: async (request) =>
      toPublic(await request.scope.services.gettingStarted.dismiss(await request.scope.viewer())),
  });
});
