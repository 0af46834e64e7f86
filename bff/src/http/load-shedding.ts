// Load shedding: past its capacity, the bff refuses new requests at once with 503 and
// `Retry-After` instead of queueing them without bound. A queued request is answered late, after
// its client has often given up, and every request behind it later still; refusing the excess
// costs a few microseconds each and keeps the answers that are given prompt, and a client (or a
// load balancer) that honours Retry-After comes back when there is room.
//
// Three measures, each of something that queues; any one over its limit sheds:
//  - requests in flight in this process (SHED_MAX_REQUESTS_IN_FLIGHT): received and not yet
//    answered. A process that answers from memory holds few at any moment; requests pile up here
//    when they wait on something slower (the upstream, the database), which is what queues under
//    overload on a machine whose event loops stay prompt;
//  - calls under way to one upstream (SHED_MAX_UPSTREAM_CALLS_IN_FLIGHT, counted by the
//    upstream's gateway): past it the data proxy sheds only the calls that would need the
//    upstream once more (a miss), while cached answers, which cost no upstream call, are served;
//  - the event loop's delay (@fastify/under-pressure samples it): the mean lateness of a timer
//    over each sample interval, how long work waits behind other work in this process. A process
//    at full load that keeps up shows a few milliseconds; one with a growing backlog shows
//    hundreds. Event-loop utilisation can be a further threshold but is off by default: a process
//    that answers everything promptly is also ~100% utilised under full load, and shedding there
//    would refuse work it does;
//  - CPU starvation (SHED_STARVED_EVENT_LOOP_UTILIZATION together with
//    SHED_STARVED_EVENT_LOOP_DELAY_MS): the loop was busy nearly all the sample AND its delay was
//    past a far lower bar than the one above. On a machine whose cores are shared (several
//    processes, PostgreSQL, other work), an overloaded process is not the one whose loop falls
//    hundreds of ms behind: it gets a CPU in turns, reads its sockets in batches, and the calls
//    wait in its socket buffers before any other measure here sees them. Busy all the time and
//    tens of ms late is that state; either alone is not (idle but descheduled, or busy and prompt).
//    Off by default: on this project's shared machine it took every process for starved, under
//    any load, and shed most of what the bff could serve (RELIABILITY.md).
//
// Every request is shed alike, but one: the health check answers as ever (a busy process sheds
// its own excess; reported unhealthy, a load balancer would move its whole load onto the others,
// which are likely just as busy). The data proxy's cached-hit lane, which answers before
// Fastify's hooks run, asks `isShedding` and writes the same answer through `writeBusy`. A shed
// call is neither counted against its account's limits nor metered: it did no work.
import underPressure from '@fastify/under-pressure';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import { DATA_ANSWER_SECURITY_HEADERS } from './security-headers.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `answeredUnderLoad` on a route that must answer even while requests are shed. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => undefined;
  }
}

const BUSY_DETAIL = 'Server is busy, retry shortly';
const BUSY_BODY = Buffer.from(JSON.stringify({ detail: BUSY_DETAIL }));

/** A shed request's answer but for its request id: written as it is by the data proxy, which writes its own answers. */
export interface BusyAnswer {
  status: 503;
  retryAfterSeconds: number;
  /** A flat list of names and values, for Node's writeHead. */
  headers: readonly string[];
  body: Buffer;
}

export function busyAnswer(retryAfterSeconds: number): BusyAnswer {
  const headers = [
    'content-type',
    'application/json; charset=utf-8',
    'content-length',
    String(BUSY_BODY.length),
    'retry-after',
    String(retryAfterSeconds),
    'cache-control',
    'no-store',
    ...DATA_ANSWER_SECURITY_HEADERS,
  ];
  return { status: 503, retryAfterSeconds, headers, body: BUSY_BODY };
}

export interface LoadShedding {
  /** Whether requests are being shed now: a few comparisons, cheap enough for every request. */
  isShedding(): boolean;
  /** The shed answer, written straight to Node's response (for requests Fastify does not see). */
  writeBusy(response: ServerResponse, requestId: string): void;
  /**
   * Runs `handle` (which answers the request or starts to) with the request counted in flight
   * until its response is done: at once when `handle` answered it, else when it closes.
   */
  track(response: ServerResponse, handle: () => void): void;
}

/** A route's config entry that lets it answer while requests are shed (the health check). */
export const answeredUnderLoad = { pressureHandler: (): undefined => undefined } as const;

/** Registers the shedding on the app (every route registered after it) and returns its state. */
export async function installLoadShedding(
  app: FastifyInstance,
  settings: Config['loadShedding'],
  log: FastifyBaseLogger,
): Promise<LoadShedding> {
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
  // Requests in flight: only requests that came through the server count (app.inject's do not).
  const maxInFlight = settings.maxRequestsInFlight > 0 ? settings.maxRequestsInFlight : Infinity;
  let inFlight = 0;
  const leave = () => {
    inFlight -= 1;
  };
  // Starvation is read from under-pressure's last sample of both (each over one sample interval).
  const isStarvedOn = settings.starvedEventLoopUtilization > 0;
  const isStarved = () => {
    if (!isStarvedOn || !isMeasuring) return false;
    const { eventLoopUtilized, eventLoopDelay } = app.memoryUsage();
    return (
      eventLoopUtilized >= settings.starvedEventLoopUtilization && eventLoopDelay > settings.starvedEventLoopDelayMs
    );
  };
  const isOverOwnMeasures = () => inFlight > maxInFlight || isStarved();
  if (maxInFlight !== Infinity || isStarvedOn) {
    app.addHook('onRequest', (request, reply, done) => {
      if (!isOverOwnMeasures() || request.routeOptions.config.pressureHandler !== undefined) {
        done();
        return;
      }
      void reply.status(503).header('retry-after', retryAfter).send({ detail: BUSY_DETAIL });
    });
  }
  const isShedding = () => isOverOwnMeasures() || (isMeasuring && app.isUnderPressure());

  // One line when shedding starts and one when it stops, with what the sample measured.
  let wasShedding = false;
  const watch = setInterval(() => {
    const shedding = isShedding();
    if (shedding === wasShedding) return;
    wasShedding = shedding;
    const { eventLoopDelay, eventLoopUtilized } = app.memoryUsage();
    const measured = {
      requestsInFlight: inFlight,
      eventLoopDelayMs: Math.round(eventLoopDelay),
      eventLoopUtilization: Number(eventLoopUtilized.toFixed(3)),
    };
    if (shedding) log.warn(measured, 'overloaded: shedding requests with 503 until the load is back within capacity');
    else log.info(measured, 'load back within capacity: no longer shedding requests');
  }, settings.sampleIntervalMs);
  watch.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(watch);
    done();
  });

  // What Fastify's answer to a shed request carries under /api.
  const busy = busyAnswer(settings.retryAfterSeconds);
  return {
    isShedding,
    writeBusy(response, requestId) {
      response.writeHead(503, ['x-request-id', requestId, ...busy.headers]);
      response.end(busy.body);
    },
    track(response, handle) {
      if (maxInFlight === Infinity) {
        handle();
        return;
      }
      inFlight += 1;
      try {
        handle();
      } finally {
        // An answer written at once (a cached hit, a shed request) costs no listener.
        if (response.writableEnded) inFlight -= 1;
        else response.once('close', leave);
      }
    },
  };
}
