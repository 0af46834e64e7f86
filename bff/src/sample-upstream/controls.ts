// What makes the sample upstream useful to tests beyond its data: the sample-data labels on every
// answer, per-path call counts, the upstream credential check, and misbehaviour on request.
//
// Misbehaviour is asked for with query parameters, because the data proxy forwards the query
// but builds its upstream headers from scratch; the same controls are also read from
// `X-Sample-*` headers for direct use. `_delay=ms` comes first and combines with any other.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const MAX_DELAY_MS = 30_000;
/** Outside every base a proxy may reach, so a proxy that followed it would be caught. */
const REDIRECT_TARGET = 'https://example.com/touchline-sample-upstream/moved';
const CONTROL_PREFIX = '/_sample/';

export interface ControlOptions {
  /** When set, the exact value X-Upstream-Key must carry; otherwise the header is not checked. */
  expectedKey?: string;
  now: () => number;
}

interface Faults {
  delayMs: number;
  status: number | null;
  reset: boolean;
  badJson: boolean;
  redirect: boolean;
  untyped: boolean;
}

class BadControl extends Error {}

function controlValue(request: FastifyRequest, name: string): string | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.[`_${name}`];
  const value = fromQuery ?? request.headers[`x-sample-${name}`];
  return Array.isArray(value) ? String(value[0]) : value === undefined ? undefined : String(value);
}

function faultsOf(request: FastifyRequest): Faults {
  const flag = (name: string) => {
    const value = controlValue(request, name)?.toLowerCase();
    return value === '1' || value === 'true' || value === 'yes';
  };
  const integer = (name: string, min: number, max: number, what: string) => {
    const value = controlValue(request, name);
    if (value === undefined) return null;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
      throw new BadControl(`_${name} must be ${what}`);
    return Number(value);
  };
  const delay = controlValue(request, 'delay');
  if (delay !== undefined && !/^\d+$/.test(delay))
    throw new BadControl('_delay must be a whole number of milliseconds');
  return {
    // Longer delays are capped rather than refused, so a test asking for "forever" still ends.
    delayMs: Math.min(Number(delay ?? 0), MAX_DELAY_MS),
    status: integer('status', 400, 599, 'a status from 400 to 599'),
    reset: flag('reset'),
    badJson: flag('badjson'),
    redirect: flag('redirect'),
    untyped: flag('untyped'),
  };
}

function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function installControls(app: FastifyInstance, { expectedKey, now }: ControlOptions) {
  let counts = new Map<string, number>();
  let since = new Date(now()).toISOString();
  const truncated = new WeakSet<FastifyRequest>();
  const untyped = new WeakSet<FastifyRequest>();
  const sleepers = new Set<() => void>();

  // Delayed requests are woken when the server closes, so closing never waits out a delay.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  app.addHook('preClose', async () => {
    for (const wake of [...sleepers]) wake();
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-sample-data', 'true').header('x-data-source', 'touchline-sample-upstream');
    const path = request.url.split('?', 1)[0]!;
    if (path.startsWith(CONTROL_PREFIX)) return;
    counts.set(path, (counts.get(path) ?? 0) + 1);

    const given = request.headers['x-upstream-key'];
    if (expectedKey !== undefined && (typeof given !== 'string' || !sameKey(given, expectedKey))) {
      return reply.status(401).send({ detail: 'Invalid upstream key' });
    }

    let faults: Faults;
    try {
      faults = faultsOf(request);
    } catch (error) {
      if (error instanceof BadControl) return reply.status(400).send({ detail: error.message });
      throw error;
    }
    if (faults.untyped) untyped.add(request);
    if (faults.delayMs > 0) await sleep(faults.delayMs);
    if (faults.reset) {
      reply.hijack();
      // A TCP reset where there is a real socket (the caller sees ECONNRESET); app.inject has none.
      const socket = request.raw.socket as Socket | undefined;
      if (typeof socket?.resetAndDestroy === 'function') socket.resetAndDestroy();
      reply.raw.destroy();
      return reply;
    }
    if (faults.redirect) return reply.redirect(REDIRECT_TARGET, 302);
    if (faults.status !== null) {
      if (faults.status === 429 || faults.status === 503) reply.header('retry-after', '1');
      return reply.status(faults.status).send({ detail: `Sample upstream failure ${faults.status}, as requested` });
    }
    if (faults.badJson) truncated.add(request);
  });

  // Half of the real answer: still labelled JSON, never parseable, since the closing bracket is gone.
  // And an answer that does not say what it is, as some upstreams' do not.
  app.addHook('onSend', async (request, reply, payload) => {
    if (untyped.has(request)) reply.removeHeader('content-type');
    if (!truncated.has(request) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    return payload.slice(0, Math.max(1, Math.floor(payload.length / 2)));
  });

  app.get('/_sample/health', async () => ({ status: 'ok' }));

  app.get('/_sample/stats', async () => ({
    since,
    total: [...counts.values()].reduce((sum, count) => sum + count, 0),
    paths: Object.fromEntries(counts),
  }));

  app.post('/_sample/reset-stats', async () => {
    counts = new Map();
    since = new Date(now()).toISOString();
    return { since, total: 0, paths: {} };
  });
}
