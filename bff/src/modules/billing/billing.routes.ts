import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { describedUnder, detailAnswers, detailSchema } from '../../http/schemas.js';
import {
  BillingInvoicePublic,
  BillingPlanPublic,
  BillingRedirectPublic,
  billingStatusAnswerOf,
  BillingStatusPublic,
} from './billing.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

const statusQuery = Type.Object({
  session_id: Type.Optional(Type.String({ maxLength: 255 })),
  refresh: Type.Optional(Type.Boolean({ default: false })),
});
const planParams = Type.Object({ plan: Type.String({ maxLength: 64 }) });
const errors = detailAnswers(400, 409, 502, 503);
const described = describedUnder('billing', 'user');

export const billingRoutes = typedRoutes(
  [BillingPlanPublic.schema, BillingInvoicePublic.schema, BillingStatusPublic.schema],
  (app) => {
    app.get('/billing/status', {
      config: { access: 'user', cost: 'fixed' },
      schema: {
        operationId: 'readBillingStatus',
        ...described("The account's plan, subscription, today's quota, the plans on offer and the latest invoices"),
        description:
          'With `session_id` (from the checkout return URL) the checkout session, and with `refresh=true` (the billing portal returns to `/billing?portal=return`) the subscription, is read from Stripe first, so the answer is right before its webhook arrives. A `session_id` of another account is 404, one of a checkout not completed (open or expired) 409.',
        querystring: statusQuery,
        response: { 200: BillingStatusPublic.ref, 404: detailSchema, 409: detailSchema, 502: detailSchema },
      },
      handler: async (request) =>
        BillingStatusPublic.from(
          billingStatusAnswerOf(
            await request.scope.services.billing.status(await request.scope.viewer(), {
              checkoutSessionId: request.query.session_id,
              readStripe: request.query.refresh === true,
            }),
          ),
        ),
    });

    app.post('/billing/checkout/:plan', {
      config: { access: 'user', cost: 'fixed' },
      schema: {
        operationId: 'startCheckout',
        ...described('Start a Stripe Checkout for a paid plan; answers the page to send the browser to'),
        description: 'A subscriber changes plan in the billing portal instead (409).',
        params: planParams,
        response: { 200: BillingRedirectPublic.ref, ...errors },
      },
      handler: async (request) =>
        request.scope.services.billing.startCheckout(await request.scope.viewer(), request.params.plan),
    });

    app.post('/billing/portal', {
      config: { access: 'user', cost: 'fixed' },
      schema: {
        operationId: 'openBillingPortal',
        ...described("Open Stripe's billing portal (change plan, cancel, payment method, invoices)"),
        response: { 200: BillingRedirectPublic.ref, ...errors },
      },
      handler: async (request) => request.scope.services.billing.openPortal(await request.scope.viewer()),
    });
  },
);

/**
 * Stripe's webhook, in a plugin of its own: its body parser keeps the raw bytes, which the
 * signature is computed over, and stays inside this plugin, so every other route parses JSON as
 * before. Public, and authenticated by the signature alone.
 */
export async function billingWebhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post<{ Body: Buffer | undefined }>('/billing/webhook', {
    config: { access: 'public', cost: 'fixed' },
    schema: {
      operationId: 'receiveBillingWebhook',
      tags: ['billing'],
      summary: "Stripe's webhook endpoint (signed with Stripe-Signature)",
      response: { 200: Type.Object({ received: Type.Boolean() }), 400: detailSchema, 503: detailSchema },
    },
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await request.scope.services.billing.handleWebhook(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      request.log.info({ outcome }, 'stripe webhook');
      return { received: true };
    },
  });
}
