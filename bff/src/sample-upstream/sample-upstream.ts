// The bundled sample upstream: a flashscore-style provider under /flashscore and a
// transfermarkt-style one under /transfermarkt, with deterministic sample data, so the data
// proxies have something realistic to talk to when no upstream URL is configured (newcomers,
// tests, demos, benchmarks). The world is built once here; requests only read it, and what
// changes with time (live scores, standings) is derived from the injected clock.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { installControls } from './controls.js';
import { flashscoreRoutes } from './flashscore.routes.js';
import { Calendar, seasonIndexAt } from './season.js';
import { transfermarktRoutes } from './transfermarkt.routes.js';
import { buildWorld } from './world.js';

export interface SampleUpstreamOptions {
  /** The clock, in epoch milliseconds; tests inject one to move matches along. */
  now?: () => number;
  /** Log requests as JSON lines (off by default). */
  log?: boolean;
  /** When set, requests must carry exactly this X-Upstream-Key; otherwise the header is not checked. */
  expectedKey?: string;
}

export function buildSampleUpstream(options: SampleUpstreamOptions = {}): FastifyInstance {
  const now = options.now ?? Date.now;
  const world = buildWorld(now());
  const calendar = new Calendar(world);
  calendar.season(seasonIndexAt(now()));

  const app = Fastify({ logger: options.log ?? false, forceCloseConnections: true });
  installControls(app, { expectedKey: options.expectedKey, now });
  app.register(flashscoreRoutes, { prefix: '/flashscore', world, calendar, now });
  app.register(transfermarktRoutes, { prefix: '/transfermarkt', world, now });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not Found' }));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.status(400).send({ detail: error.message });
    request.log.error({ err: error }, 'sample upstream failed');
    return reply.status(500).send({ detail: 'Internal Server Error' });
  });
  return app;
}

export interface RunningSampleUpstream {
  /** Base URL without a trailing slash; the providers are at `${url}/flashscore` and `${url}/transfermarkt`. */
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startSampleUpstream({
  port = 0,
  host = '127.0.0.1',
  ...options
}: SampleUpstreamOptions & { port?: number; host?: string } = {}): Promise<RunningSampleUpstream> {
  const app = buildSampleUpstream(options);
  const address = await app.listen({ port, host });
  const { port: boundPort } = new URL(address);
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  return { url, app, close: () => app.close() };
}
