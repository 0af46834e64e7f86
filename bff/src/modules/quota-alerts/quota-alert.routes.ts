import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { securityFor } from '../../http/access-control.js';
import { camelCased, snakeCased } from '../../shared/api-shape.js';
import { QuotaAlertSettings } from './quota-alert.input.js';
import { QuotaAlertStatePublic } from './quota-alert.type.js';

const answer = QuotaAlertStatePublic.ref;
const toPublic = QuotaAlertStatePublic.from;

export async function quotaAlertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addSchema(QuotaAlertStatePublic.schema);
  const security = securityFor('user');
  const tags = ['users'];

  app.get('/users/me/quota-alerts', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'readQuotaAlerts',
      tags,
      summary: "The account's use of its daily quota today, the alert threshold reached and the mail setting",
      security,
      response: { 200: answer },
    },
    handler: async (request) => toPublic(await request.scope.services.quotaAlerts.state(await request.scope.viewer())),
  });

  app.patch('/users/me/quota-alerts', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'updateQuotaAlerts',
      tags,
      summary: 'Turn the quota alert e-mails on or off (the dashboard banner shows either way)',
      security,
      body: snakeCased(QuotaAlertSettings),
      response: { 200: answer, 422: Type.Object({ detail: Type.Optional(Type.Unknown()) }) },
    },
    handler: async (request) =>
      toPublic(
        await request.scope.services.quotaAlerts.updateSettings(
          await request.scope.viewer(),
          camelCased(QuotaAlertSettings, request.body),
        ),
      ),
  });
}
