// config → database → app → listen. Shuts down gracefully on SIGTERM/SIGINT: stops accepting
// connections, lets in-flight requests finish, then closes the database. A signal that arrives
// while the server starts stops it as soon as it has started.
import { buildApp } from './app.js';
import { ConfigError, loadConfig, STRIPE_STAND_IN, type Config } from './config.js';
import { PROVIDERS } from './modules/data-proxy/endpoint-catalog.js';
import { connectDatabase } from './db/database.js';
import { EmbeddedPostgresError } from './db/embedded-postgres.js';
import { seedFirstSuperuser } from './db/seed.js';
import { createLogger } from './logger.js';
import { startSampleUpstream } from './sample-upstream/sample-upstream.js';
import { takeOverStopSignals } from './stop-signals.js';
import { startStripeStandIn } from './stripe-stand-in/stripe-stand-in.js';

export async function startServer(config: Config) {
  const logger = createLogger(config);
  const stopSignal = takeOverStopSignals();
  // SHUTDOWN_GRACE_MS bounds a stop from the signal's arrival, whatever the server was doing:
  // starting (the embedded database's own exit hook still stops it), or finishing requests.
  void stopSignal.then(() => {
    const force = setTimeout(() => {
      logger.error('shutdown grace period over; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
  });
  const database = await connectDatabase(config, (message) => logger.info(message));
  // Without configured upstreams the bundled sample upstream runs beside the bff, so the data
  // endpoints answer from the first start.
  const needsSample = PROVIDERS.some((provider) => config.dataProxy.upstreams[provider].baseUrl === null);
  const sample = needsSample ? await startSampleUpstream({ port: 0, host: '127.0.0.1' }) : null;
  const upstreamBaseUrls = sample
    ? { flashscore: `${sample.url}/flashscore`, transfermarkt: `${sample.url}/transfermarkt` }
    : {};
  const stripe = await startStripeStandInIfNeeded(config);
  const app = await buildApp(config, database.orm, {
    logger,
    upstreamBaseUrls,
    ...(stripe ? { stripeStandIn: stripe.settings } : {}),
  });
  if (sample) app.addHook('onClose', () => sample.close());
  if (stripe) app.addHook('onClose', () => stripe.standIn.close());

  // The app's own close hooks write the last metering; the database goes only after them.
  const closeAll = async () => {
    await app.close();
    await database.close();
  };

  const { isCreated } = await seedFirstSuperuser(app.deps);
  for (const notice of config.notices) app.log.warn(notice);
  let address: string;
  try {
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Nothing is served: stop what was started (the embedded database first of all) and say why.
    await closeAll();
    throw error;
  }
  // The banner names the address people reach the dashboard at: FRONTEND_URL when it is this
  // server (links in e-mails and the return from Stripe's checkout and portal go there, and a
  // browser keeps the session per origin, so 127.0.0.1 and localhost are two sessions), else localhost.
  const port = new URL(address).port;
  const frontend = new URL(config.frontendUrl);
  const isLocal = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host);
  const url = frontend.port === port ? frontend.origin : `http://${isLocal ? 'localhost' : config.host}:${port}`;
  const loopback =
    config.host === '0.0.0.0' || config.host === '::'
      ? '127.0.0.1'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  stripe?.standIn.setWebhookUrl(`http://${loopback}:${port}/api/billing/webhook`);

  // The lines a person starting the product looks for, printed plainly above the JSON log.
  const say = (message: string) => process.stdout.write(`\n  ${message}`);
  say(`Touchline is running at ${url}  (database: ${database.description})`);
  say(`API docs: ${url}/api/docs   GraphQL: ${url}/graphql`);
  if (sample)
    say(
      `Data endpoints answer from the bundled sample upstream (${sample.url}); set FLASHSCORE_UPSTREAM_URL / TRANSFERMARKT_UPSTREAM_URL for real data`,
    );
  if (stripe)
    say(
      `Billing runs against the bundled Stripe stand-in in test mode (${stripe.standIn.url}); set STRIPE_SECRET_KEY and the other STRIPE_* settings for Stripe itself (README)`,
    );
  if (config.appEnv !== 'production') {
    say(
      `Log in as ${config.firstSuperuser.email} with password ${
        config.firstSuperuser.password === 'changethis' ? '"changethis"' : 'from FIRST_SUPERUSER_PASSWORD'
      }${isCreated ? ' (superuser created now)' : ''}`,
    );
  }
  process.stdout.write('\n\n');

  void stopSignal.then((signal) => {
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Keep-alive connections that finish their last request during shutdown would otherwise
    // stay open until their idle timeout and hold the close up; sweep them as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    closeAll().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
  return { app, url };
}

/**
 * Without a Stripe account outside production, the bundled stand-in answers the SDK's calls and
 * sends its webhooks to this bff, so upgrading and cancelling work on a laptop with no network.
 */
async function startStripeStandInIfNeeded(config: Config) {
  if (config.billing.stripe !== null || config.appEnv === 'production') return null;
  const prices = Object.fromEntries(
    Object.values(config.plans)
      .filter((plan) => plan.stripePriceId !== null)
      .map((plan) => [
        plan.stripePriceId!,
        { plan: plan.id, name: plan.name, unitAmount: plan.monthlyAmount, currency: plan.currency },
      ]),
  );
  const standIn = await startStripeStandIn({
    port: 0,
    // Known once the bff listens (PORT=0 picks a port then); webhooks wait for it.
    webhookUrl: null,
    webhookSecret: STRIPE_STAND_IN.webhookSecret,
    prices,
  });
  return {
    standIn,
    settings: {
      secretKey: STRIPE_STAND_IN.secretKey,
      webhookSecret: STRIPE_STAND_IN.webhookSecret,
      apiUrl: standIn.url,
    },
  };
}

try {
  await startServer(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  if (error instanceof EmbeddedPostgresError) {
    console.error(error.message);
    process.exit(1);
  }
  if (isAddressInUse(error)) {
    console.error(
      `Port ${error.port} on ${error.address} is already in use (another Touchline, or another program). Stop it, or start with PORT set to a free port.`,
    );
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}

function isAddressInUse(error: unknown): error is { address: string; port: number } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';
}
