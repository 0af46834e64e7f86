// Builds the whole bff as a Fastify instance without listening: what server.ts runs and what
// tests drive through app.inject. Plugins and modules are registered explicitly, in order.
import 'reflect-metadata';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { createServer } from 'node:http';
import type { Config } from './config.js';
import { PROVIDERS, type ProviderName } from './modules/data-proxy/endpoint-catalog.js';
import { createLogger, lazyChildLoggerFactory, requestLogController } from './logger.js';
import type { Logger } from 'pino';
import { graphqlRoutes } from './graphql/graphql.routes.js';
import { installAccessControl } from './http/access-control.js';
import { apiDocsUiOptions } from './http/api-docs.js';
import { openApiOptions } from './http/openapi-options.js';
import { installApiCompression } from './http/compression.js';
import { installJsonBodies } from './http/json-bodies.js';
import { installRouteCosts } from './http/route-cost.js';
import { installCommonAnswers } from './http/schemas.js';
import {
  clientErrorHandler,
  frameworkErrors,
  installErrorHandler,
  MAX_PATH_PARAM_LENGTH,
  refuseWithoutHost,
} from './http/error-handler.js';
import { busyAnswer, installLoadShedding, type LoadShedding } from './http/load-shedding.js';
import { requestIdOf } from './http/request-id.js';
import { installRequestsPerCaller } from './http/requests-per-caller.js';
import { schemaController } from './http/validation.js';
import { AccessTokens } from './modules/auth/access-tokens.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { emailChangeRoutes } from './modules/auth/email-change.routes.js';
import { sessionRoutes } from './modules/auth/session.routes.js';
import { PasswordHasher } from './modules/users/password-hasher.js';
import { createBotCheck } from './modules/auth/bot-check.gateway.js';
import { Throttle } from './modules/auth/throttle.js';
import { createMailer } from './modules/mail/mailer.gateway.js';
import { WorkInBackground } from './shared/work-in-background.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { userRoutes } from './modules/users/user.routes.js';
import { accountRoutes } from './modules/auth/account.routes.js';
import { GoogleGateway } from './modules/auth/google.gateway.js';
import { googleRoutes } from './modules/auth/google.routes.js';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.js';
import { itemRoutes } from './modules/items/item.routes.js';
import { apiKeyRoutes } from './modules/keys/api-key.routes.js';
import { gettingStartedRoutes } from './modules/getting-started/getting-started.routes.js';
import { quotaAlertRoutes } from './modules/quota-alerts/quota-alert.routes.js';
import { QuotaCrossingRecorder } from './modules/quota-alerts/quota-crossings.js';
import { usageRoutes } from './modules/usage/usage.routes.js';
import { requestLogRoutes } from './modules/usage/request-log.routes.js';
import { UsageRetention } from './modules/usage/usage-retention.js';
import { RollupCompactor } from './modules/usage/rollup-compactor.js';
import { usageServiceFor } from './modules/usage/usage.service.js';
import { createAccountLimits } from './modules/data-proxy/account-limits.js';
import { ApiKeyAuthenticator } from './modules/data-proxy/api-key-authenticator.js';
import { CacheLifetimes } from './modules/data-proxy/cache-rules.js';
import { CachedHitLane } from './modules/data-proxy/cached-hit-lane.js';
import { DataEndpointsService } from './modules/data-proxy/data-endpoints.service.js';
import { mcpApiKeyOf, mcpRoutes } from './modules/mcp/mcp.routes.js';
import { DataProxyService, type DataProxyDeps } from './modules/data-proxy/data-proxy.service.js';
import { dataProxyRoutes } from './modules/data-proxy/data-proxy.routes.js';
import { MemoryResponseCache, type ResponseCache } from './modules/data-proxy/response-cache.js';
import { RedisResponseCache } from './modules/data-proxy/redis-response-cache.js';
import { ProviderStatusBoard } from './modules/provider-status/provider-status.board.js';
import { providerStatusRoutes } from './modules/provider-status/provider-status.routes.js';
import { ApiKeyAccessEvents } from './modules/keys/api-key-access.js';
import { RedisBus } from './shared/redis-bus.js';
import { createRedisClient } from './shared/redis-client.js';
import { UpstreamGateway } from './modules/data-proxy/upstream.gateway.js';
import { UsageRecorder } from './modules/usage/metering/usage-recorder.js';
import { UserPublic } from './modules/users/user.type.js';
import { EmailChangePublic, SessionPublic } from './modules/auth/session.type.js';
import { RequestScope, type AppDeps } from './request-scope.js';
import { cspReportRoutes } from './web/csp-report.routes.js';
import { API_DOCS_POLICY, setBaselineSecurityHeaders } from './http/security-headers.js';
import { webRoutes } from './web/web.routes.js';
import { billingRoutes, billingWebhookRoutes } from './modules/billing/billing.routes.js';
import type { BillingDeps } from './modules/billing/billing.service.js';
import { PlanExpiry } from './modules/billing/plan-expiry.js';
import { StripeGateway } from './modules/billing/stripe.gateway.js';
import type { StripeSettings } from './config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Built on first use: the proxy's hot path reads only the API key check from it. */
    readonly scope: RequestScope;
    scopeBuilt: RequestScope | null;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  logger?: Logger;
  /** Upstream base URLs that replace unset ones in config (the bundled sample upstream). */
  upstreamBaseUrls?: Partial<Record<ProviderName, string>>;
  /** The bundled Stripe stand-in, standing in for an unconfigured Stripe account outside production. */
  stripeStandIn?: StripeSettings;
}

export async function buildApp(config: Config, orm: MikroORM, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? createLogger(config);
  let cachedHitLane: CachedHitLane | undefined;
  let shedding: LoadShedding | undefined;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: (request) => requestIdOf(request.headers),
    // The data proxy's cached hits are answered before Fastify routes them (cached-hit-lane.ts).
    serverFactory: (handler, options) => {
      const settings = options as unknown as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
        maxRequestsPerSocket: number;
      };
      // Node's own refusal of a request without Host is an empty 400; refuseWithoutHost answers
      // it in the product's error shape instead.
      const server = createServer({ requireHostHeader: false }, (request, response) => {
        if (refuseWithoutHost(request, response)) return;
        const answer = () => {
          if (cachedHitLane === undefined || !cachedHitLane.take(request, response)) handler(request, response);
        };
        // Every request is counted in flight until answered (http/load-shedding.ts).
        if (shedding === undefined) answer();
        else shedding.track(response, answer);
      });
      // What Fastify sets on the server it creates itself.
      server.keepAliveTimeout = settings.keepAliveTimeout;
      server.requestTimeout = settings.requestTimeout;
      server.setTimeout(settings.connectionTimeout);
      if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
      return server;
    },
    bodyLimit: 1024 * 1024,
    routerOptions: {
      ignoreTrailingSlash: false,
      maxParamLength: MAX_PATH_PARAM_LENGTH,
    },
    trustProxy: config.trustProxy,
    // Request loggers are built when a line is written, not on every request (see logger.ts).
    childLoggerFactory: lazyChildLoggerFactory,
    logController: requestLogController(logger),
    // Strict bodies, coerced query strings, in every plugin scope (see http/validation.ts).
    schemaController,
    // Requests refused before routing answer in the product's error shape too.
    frameworkErrors,
    clientErrorHandler,
  });

  const usage = new UsageRecorder(orm, logger as FastifyBaseLogger);
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, logger as FastifyBaseLogger) : null;
  // Pub/sub between bff processes: revoked keys, filled cache entries.
  const bus = redis ? new RedisBus(redis, logger as FastifyBaseLogger) : null;
  const cacheBounds = { maxEntries: config.dataProxy.cacheMaxEntries, maxBytes: config.dataProxy.cacheMaxBytes };
  const cache: ResponseCache = bus
    ? new RedisResponseCache(
        bus,
        { ...cacheBounds, lockMs: config.dataProxy.upstreamTimeoutMs + 1000 },
        logger as FastifyBaseLogger,
      )
    : new MemoryResponseCache(cacheBounds);
  const apiKeyAuthenticator = new ApiKeyAuthenticator(() => orm.em.fork() as EntityManager);
  const apiKeyAccess = new ApiKeyAccessEvents(apiKeyAuthenticator, bus, logger as FastifyBaseLogger);
  bus?.start();
  // Providers without a configured upstream, answered by the bundled sample upstream when the
  // caller started one (server.ts does whenever a provider is unconfigured).
  const sampleDataProviders = PROVIDERS.filter(
    (provider) =>
      config.dataProxy.upstreams[provider].baseUrl === null && options.upstreamBaseUrls?.[provider] !== undefined,
  );
  const upstreams = Object.fromEntries(
    PROVIDERS.map((provider) => {
      const settings = config.dataProxy.upstreams[provider];
      const baseUrl = settings.baseUrl ?? options.upstreamBaseUrls?.[provider] ?? 'http://127.0.0.1:9/unconfigured';
      const gateway = new UpstreamGateway({
        name: provider,
        baseUrl,
        credential: settings.apiKey ? { header: 'x-upstream-key', value: settings.apiKey } : null,
        timeoutMs: config.dataProxy.upstreamTimeoutMs,
        breakerOpenMs: config.dataProxy.breakerOpenMs,
        maxCallsInFlight: config.loadShedding.maxUpstreamCallsInFlight,
      });
      return [provider, { gateway, baseUrl }];
    }),
  ) as DataProxyDeps['upstreams'];

  const cacheLifetimes = new CacheLifetimes(config.dataProxy.cacheTtlOverrides);
  const mailer = createMailer(config.mail, logger as FastifyBaseLogger);
  const quotaCrossings = new QuotaCrossingRecorder(
    orm,
    mailer,
    { product: config.projectName, frontendUrl: config.frontendUrl },
    logger as FastifyBaseLogger,
  );
  const limits = createAccountLimits(config.plans, redis, logger as FastifyBaseLogger, quotaCrossings);
  // A restart resumes today's quotas from the metered calls, rather than starting them at zero:
  // in memory before the first call, in Redis as soon as it takes them, tried until it does
  // (account-limits.ts).
  void limits.carryOver(await usageServiceFor(config, orm.em.fork() as EntityManager).usedTodayByAccount());
  const stripeSettings =
    config.billing.stripe ?? (config.appEnv === 'production' ? null : (options.stripeStandIn ?? null));
  const billing: BillingDeps = {
    gateway: stripeSettings ? new StripeGateway(stripeSettings) : null,
    plans: config.plans,
    graceDays: config.billing.graceDays,
    frontendUrl: config.frontendUrl,
    keyAccess: apiKeyAccess,
  };
  const deps: AppDeps = {
    config,
    orm,
    tokens: new AccessTokens(config.secretKey, config.accessTokenTtlMinutes),
    passwords: new PasswordHasher({
      ...config.passwordChecks,
      retryAfterSeconds: config.loadShedding.retryAfterSeconds,
    }),
    mailer,
    botCheck: createBotCheck(config.botCheck),
    googleSignIn: config.google ? new GoogleGateway(config.google) : null,
    throttle: new Throttle(config.throttle, redis),
    apiKeyAuthenticator,
    apiKeyAccess,
    dataProxy: new DataProxyService({
      upstreams,
      cacheLifetimes,
      cache,
      limits,
      usage,
      busy: busyAnswer(config.loadShedding.retryAfterSeconds),
      missDeadlineMs: config.loadShedding.missDeadlineMs,
    }),
    limits,
    quotaCrossings,
    dataEndpoints: new DataEndpointsService(cacheLifetimes, config.plans, sampleDataProviders),
    providerStatus: new ProviderStatusBoard(
      Object.fromEntries(
        PROVIDERS.map((provider) => {
          const { gateway } = upstreams[provider];
          return [provider, { stats: gateway.calls, breaker: gateway.breaker }];
        }),
      ) as ConstructorParameters<typeof ProviderStatusBoard>[0],
      redis,
      logger as FastifyBaseLogger,
    ),
    usage,
    billing,
    afterAnswer: new WorkInBackground(),
    log: logger as FastifyBaseLogger,
  };
  usage.start();
  deps.providerStatus.start();
  const usageRetention = new UsageRetention(orm, config.usageRetention, logger as FastifyBaseLogger);
  usageRetention.start();
  const rollupCompactor = new RollupCompactor(orm, logger as FastifyBaseLogger);
  rollupCompactor.start();
  const planExpiry = new PlanExpiry(orm, billing, logger as FastifyBaseLogger);
  planExpiry.start();
  app.addHook('onClose', async () => {
    // Crossings under way are recorded (and mailed), and account mail promised in an answer is
    // sent, before the database and the mailer go.
    await Promise.all([quotaCrossings.stop(), deps.afterAnswer.stop()]);
    deps.mailer.close();
    await planExpiry.stop();
    await usageRetention.stop();
    await rollupCompactor.stop();
    // In-flight requests have finished by now; what they metered is written before the database goes.
    await usage.stop();
    await Promise.all(Object.values(upstreams).map(({ gateway }) => gateway.close()));
    await deps.providerStatus.stop();
    await cache.close();
    limits.close();
    await bus?.close();
    await redis?.quit();
  });
  app.decorate('deps', deps);
  // Before every route: past capacity, requests are refused at once rather than queued (http/load-shedding.ts).
  shedding = await installLoadShedding(app, config.loadShedding, logger as FastifyBaseLogger);
  // One caller may not take the whole of that capacity (http/requests-per-caller.ts).
  installRequestsPerCaller(
    app,
    {
      maxInFlightPerCaller: config.loadShedding.maxRequestsInFlightPerCaller,
      retryAfterSeconds: config.loadShedding.retryAfterSeconds,
    },
    // A key is read as /mcp reads it, which also takes it as a bearer token; the data routes' own
    // X-API-Key is the first place it looks.
    {
      accountOf: (request) =>
        apiKeyAuthenticator.acceptedAccountOf(mcpApiKeyOf(request.headers)) ??
        (request.headers.authorization === undefined
          ? null
          : request.scope.accessClaims().then(
              ({ userId }) => userId,
              () => null,
            )),
      hasKeyAcceptedOrInLookup: (request) =>
        apiKeyAuthenticator.isAcceptedOrBeingLookedUp(mcpApiKeyOf(request.headers)),
    },
  );
  cachedHitLane = new CachedHitLane({
    proxy: deps.dataProxy,
    authenticator: apiKeyAuthenticator,
    shedding,
    log: logger,
  });
  app.addHook('preClose', (done) => {
    cachedHitLane?.close();
    done();
  });
  app.decorateRequest('scopeBuilt', null);
  app.decorateRequest('scope', {
    getter(this: FastifyRequest): RequestScope {
      this.scopeBuilt ??= new RequestScope(deps, this);
      return this.scopeBuilt;
    },
  });
  // Every answer Fastify sends names its request and carries the browser security headers. Not
  // async: a hook without a promise costs every request less. The data proxy writes its answers
  // itself and names them there.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    setBaselineSecurityHeaders(reply);
    done(null, payload);
  });

  installJsonBodies(app);
  installErrorHandler(app);
  installAccessControl(app, ['/api/docs']);
  installCommonAnswers(app);
  installRouteCosts(app, ['/api/docs']);
  await app.register(
    swagger,
    openApiOptions(config.projectName, () => deps.dataEndpoints.list()),
  );

  await app.register(
    async (api) => {
      // API answers are about one account (keys in full, tokens): kept by no cache on the way.
      // The data proxy writes its answers itself, with headers of their own.
      api.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      await installApiCompression(api);
      api.addSchema(UserPublic.schema);
      api.addSchema(SessionPublic.schema);
      api.addSchema(EmailChangePublic.schema);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(accountRoutes);
      await api.register(sessionRoutes);
      await api.register(emailChangeRoutes);
      await api.register(googleRoutes, { config, gateway: deps.googleSignIn });
      await api.register(twoFactorRoutes);
      await api.register(itemRoutes);
      await api.register(apiKeyRoutes);
      await api.register(gettingStartedRoutes);
      await api.register(quotaAlertRoutes);
      await api.register(usageRoutes);
      await api.register(requestLogRoutes);
      await api.register(billingRoutes);
      await api.register(billingWebhookRoutes);
      await api.register(dataProxyRoutes);
      await api.register(providerStatusRoutes);
      await api.register(cspReportRoutes);
      api.get('/openapi.json', {
        config: { access: 'public', cost: 'fixed' },
        schema: { hide: true },
        handler: async () => app.swagger(),
      });
    },
    { prefix: '/api' },
  );
  // Its pages and files get the docs' own policy (its onSend hook runs after the app's baseline).
  await app.register(swaggerUi, apiDocsUiOptions(config.projectName, API_DOCS_POLICY));
  await app.register(async (graphql) => {
    await installApiCompression(graphql);
    await graphql.register(graphqlRoutes, { config });
  });
  await app.register(mcpRoutes);
  await app.register(webRoutes, { config });
  return app;
}
