// Load shedding: past its capacity, the bff refuses new requests at once with 503 and
// `Retry-After` instead of queueing them without bound. A queued request is answered late, after
// its client has often given up, and every request behind it later still; refusing the excess
// costs a few microseconds each and keeps the answers that are given prompt, and a client (or a
// load balancer) that honours Retry-After comes back when there is room.
//
// The measure is the event loop's delay (@fastify/under-pressure samples it): the mean lateness
// of a timer over each sample interval, which is how long work waits behind other work in this
// process. A process at full load that keeps up shows a few milliseconds; one with a growing
// backlog shows hundreds. Event-loop utilisation can be a second threshold but is off by default:
// a process that answers everything promptly is also ~100% utilised under full load, and
// shedding there would refuse work it does.
//
// Every request is shed alike, but two: the health check answers as ever (a busy process sheds
// its own excess; reported unhealthy, a load balancer would move its whole load onto the others,
// which are likely just as busy), and nothing else is exempt. The data proxy's cached-hit lane,
// which answers before Fastify's hooks run, asks `isShedding` and writes the same answer through
// `writeBusy`. A shed call is neither counted against its account's limits nor metered: it did
// no work.
import underPressure from '@fastify/under-pressure';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `answeredUnderLoad` on a route that must answer even while requests are shed. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => undefined;
  }
}

export const BUSY_DETAIL = 'Server is busy, retry shortly';
const BUSY_BODY = JSON.stringify({ detail: BUSY_DETAIL });

export interface LoadShedding {
  /** Whether requests are being shed now: a few comparisons, cheap enough for every request. */
  isShedding(): boolean;
  /** The shed answer, written straight to Node's response (for requests Fastify does not see). */
  writeBusy(response: ServerResponse, requestId: string): void;
}

/** A route's config entry that lets it answer while requests are shed (the health check). */
export const answeredUnderLoad = { pressureHandler: (): undefined => undefined } as const;

/** Registers the shedding on the app (every route registered after it) and returns its state. */
export async function installLoadShedding(app: FastifyInstance, settings: Config['loadShedding'], log: FastifyBaseLogger): Promise<LoadShedding> {
  const retryAfter = String(settings.retryAfterSeconds);
  // The samples taken while the process starts measure the start itself (modules loaded, the app
  // built, each in one long go), not load: shedding starts to count two samples after the app is
  // ready, when every sample is of the process at work.
  let isMeasuring = false;
  app.addHook('onReady', (done) => {
    setTimeout(() => (isMeasuring = true), 2 * settings.sampleIntervalMs).unref();
    done();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    // Each sample's own utilisation, not the average since the process started.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: settings.sampleIntervalMs,
    // Returning the body makes under-pressure send it and skip the route (returning nothing lets
    // the request through); no error is raised, so nothing is logged per shed request (the
    // transitions are, below).
    pressureHandler: ((_request: FastifyRequest, reply: FastifyReply) => {
      if (!isMeasuring) return undefined;
      reply.status(503).header('retry-after', retryAfter);
      return { detail: BUSY_DETAIL };
    }) as never,
  });
  const isShedding = () => isMeasuring && app.isUnderPressure();

  // One line when shedding starts and one when it stops, with what the sample measured.
  let wasShedding = false;
  const watch = setInterval(() => {
    const shedding = isShedding();
    if (shedding === wasShedding) return;
    wasShedding = shedding;
    const { eventLoopDelay, eventLoopUtilized } = app.memoryUsage();
    const measured = { eventLoopDelayMs: Math.round(eventLoopDelay), eventLoopUtilization: Number(eventLoopUtilized.toFixed(3)) };
    if (shedding) log.warn(measured, 'overloaded: shedding requests with 503 until the event loop catches up');
    else log.info(measured, 'load back within capacity: no longer shedding requests');
  }, settings.sampleIntervalMs);
  watch.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(watch);
    done();
  });

  // What Fastify's answer to a shed request carries under /api, as one flat list for writeHead.
  const busyHeaders = ['content-type', 'application/json; charset=utf-8', 'content-length', String(Buffer.byteLength(BUSY_BODY)), 'retry-after', retryAfter, 'cache-control', 'no-store'];
  return {
    isShedding,
    writeBusy(response, requestId) {
      response.writeHead(503, ['x-request-id', requestId, ...busyHeaders]);
      response.end(BUSY_BODY);
    },
  };
}
