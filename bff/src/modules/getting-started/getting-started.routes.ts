import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { securityFor } from '../../http/access-control.js';
import { GettingStartedPublic } from './getting-started.type.js';

const answer = GettingStartedPublic.ref;
const toPublic = GettingStartedPublic.from;

export async function gettingStartedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addSchema(GettingStartedPublic.schema);
  const security = securityFor('user');
  const tags = ['users'];

  app.get('/users/me/getting-started', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'readGettingStarted',
      tags,
      summary: "The dashboard's Get started checklist, as the account's data says it stands",
      security,
      response: { 200: answer },
    },
    handler: async (request) =>
      toPublic(await request.scope.services.gettingStarted.status(await request.scope.viewer())),
  });

  app.post('/users/me/getting-started/usage-seen', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'markGettingStartedUsageSeen',
      tags,
      summary: 'Record that the account opened its usage (counts once it has a metered call)',
      security,
      response: { 200: answer },
    },
    handler: async (request) =>
      toPublic(await request.scope.services.gettingStarted.markUsageSeen(await request.scope.viewer())),
  });

  app.post('/users/me/getting-started/dismiss', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'dismissGettingStarted',
      tags,
      summary: 'Hide the Get started checklist for good',
      security,
      response: { 200: answer },
    },
    handler: async (request) =>
      toPublic(await request.scope.services.gettingStarted.dismiss(await request.scope.viewer())),
  });
}
