// Runs the Stripe stand-in on its own: `node dist/stripe-stand-in/main.js`, for a bff started
// elsewhere with STRIPE_API_URL pointing here. Configuration is otherwise read only by config.ts;
// this standalone development tool is the exception and reads its own two settings:
// STRIPE_STAND_IN_PORT (default 12111) and STRIPE_STAND_IN_WEBHOOK_URL
// (default http://127.0.0.1:8000/api/billing/webhook).
import { startStripeStandIn, STAND_IN_DEFAULTS } from './stripe-stand-in.js';

const port = Number(process.env.STRIPE_STAND_IN_PORT || 12111);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`STRIPE_STAND_IN_PORT must be a port number, not "${process.env.STRIPE_STAND_IN_PORT}"\n`);
  process.exit(1);
}
const webhookUrl = process.env.STRIPE_STAND_IN_WEBHOOK_URL || 'http://127.0.0.1:8000/api/billing/webhook';

const standIn = await startStripeStandIn({
  port,
  webhookUrl,
  webhookSecret: STAND_IN_DEFAULTS.webhookSecret,
  prices: STAND_IN_DEFAULTS.prices,
  log: (message) => process.stderr.write(`${message}\n`),
});
process.stdout.write(
  `Stripe stand-in (TEST MODE) at ${standIn.url}, sending webhooks to ${webhookUrl}\n` +
    `  bff settings: STRIPE_API_URL=${standIn.url} STRIPE_SECRET_KEY=${STAND_IN_DEFAULTS.secretKey} ` +
    `STRIPE_WEBHOOK_SECRET=${STAND_IN_DEFAULTS.webhookSecret} ` +
    `${Object.entries(STAND_IN_DEFAULTS.prices)
      .map(([id, { plan }]) => `STRIPE_PRICE_${plan.toUpperCase()}=${id}`)
      .join(' ')}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    standIn.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
