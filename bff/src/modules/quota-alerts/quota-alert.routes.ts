import { describedUnder, unprocessableSchema } from '../../http/schemas.js';
import { camelCased, snakeCased } from '../../shared/api-shape.js';
import { QuotaAlertSettings } from './quota-alert.input.js';
import { QuotaAlertStatePublic } from './quota-alert.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

const answer = QuotaAlertStatePublic.ref;
const toPublic = QuotaAlertStatePublic.from;
const described = describedUnder('users', 'user');

export const quotaAlertRoutes = typedRoutes([QuotaAlertStatePublic.schema], (app) => {
  app.get('/users/me/quota-alerts', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'readQuotaAlerts',
      ...described("The account's use of its daily quota today, the alert threshold reached and the mail setting"),
      response: { 200: answer },
    },
    handler: async (request) => toPublic(await request.scope.services.quotaAlerts.state(await request.scope.viewer())),
  });

  app.patch('/users/me/quota-alerts', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'updateQuotaAlerts',
      ...described('Turn the quota alert e-mails on or off (the dashboard banner shows either way)'),
      body: snakeCased(QuotaAlertSettings),
      response: { 200: answer, 422: unprocessableSchema },
    },
    handler: async (request) =>
      toPublic(
        await request.scope.services.quotaAlerts.updateSettings(
          await request.scope.viewer(),
          camelCased(QuotaAlertSettings, request.body),
        ),
      ),
  });
});
