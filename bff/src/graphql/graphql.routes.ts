import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { RequestScope } from '../request-scope.js';
import { createErrorFormatter } from './format-error.js';
import { OPERATION_LIMITS, operationCostRule } from './operation-cost.js';
import { buildGraphqlSchema } from './schema.js';

/** The largest /graphql request body read; a larger one is refused with 413 before it is parsed. */
export const GRAPHQL_BODY_LIMIT_BYTES = 64 * 1024;

export async function graphqlRoutes(app: FastifyInstance, options: { config: Config }) {
  const introspection = options.config.appEnv !== 'production';
  // From the app's own configuration, never Apollo's NODE_ENV default: a production bff started
  // without NODE_ENV sent every error's stack trace, server paths included.
  const stacktraces = options.config.appEnv === 'development';
  const apollo = new ApolloServer<RequestScope>({
    schema: await buildGraphqlSchema(),
    formatError: createErrorFormatter(app.log, { stacktraces, schemaSuggestions: introspection }),
    introspection,
    includeStacktraceInErrorResponses: stacktraces,
    // Without introspection, "Did you mean ...?" would still spell the schema out to a guesser.
    hideSchemaDetailsFromClientErrors: !introspection,
    // Every operation is priced and refused over its limits before it runs (operation-cost.ts);
    // the parser stops at the token limit, before building a document it would have to check.
    parseOptions: { maxTokens: OPERATION_LIMITS.tokens },
    validationRules: [operationCostRule()],
    // One operation per request, so that one request's work is what one operation's price allows.
    allowBatchedHttpRequests: false,
    // The default landing page loads from a CDN; the dashboard is the product's GraphQL client.
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  // Stopping here rather than through the drain plugin: using both deadlocks app.close().
  app.addHook('onClose', () => apollo.stop());

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    // Transport is public; each root field declares its own access (graphql/access.ts).
    config: { access: 'public', cost: 'priced' },
    schema: { hide: true },
    // The dashboard's largest request is under 2 kB; a document within the token limit is far smaller than this.
    bodyLimit: GRAPHQL_BODY_LIMIT_BYTES,
    handler: fastifyApolloHandler(apollo, { context: async (request) => request.scope }),
  });
}
