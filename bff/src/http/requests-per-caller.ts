// One caller's share of a process: at most SHED_MAX_REQUESTS_IN_FLIGHT_PER_CALLER of its requests
// are worked on at once; past that, a request is refused at once with 429 and `Retry-After`.
//
// Without it, one signed-in account holding 300 requests open (any route: a list, its own
// profile) filled the process's own in-flight limit (load-shedding.ts): about half of every
// other caller's requests were refused "Server is busy" and the rest took 0.2-0.6 s. Load
// shedding protects the process; this protects callers from each other. A browser keeps at most
// six requests open to one host, and a dashboard screen fewer, so the default (32, an eighth of
// the process's limit) refuses nobody who uses the dashboard, and takes eight such callers at
// their limit to fill the process.
//
// The caller is the account of an API key accepted at its last lookup (an MCP client's requests),
// else the account that a valid access token names (verified: nobody can spend another account's
// share by putting its id in a token), else the client's address (`request.ip`: behind a proxy,
// set TRUST_PROXY or every visitor shares the proxy's address). Not counted:
//  - data calls (the data proxy: `cost: 'metered'`) with a key that works or is
//    being looked up: its account's plan limits its calls a second, most are answered from the
//    cache before any hook runs (cached-hit-lane.ts), an integration's servers may rightly hold
//    many calls open at once, and calls with a key under lookup share that one lookup. A data call
//    whose key would start a lookup of its own counts against its address: made-up keys, each a
//    database query, are no way around the limit;
//  - the health check, which answers as ever (as under load shedding).
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestsPerCallerSettings {
  /** Requests one caller may have in progress at once in this process; 0 counts none. */
  maxInFlightPerCaller: number;
  retryAfterSeconds: number;
}

/** Who sent a request, as far as can be told before its route runs. */
export interface CallerIdentity {
  /**
   * The account whose accepted API key (read without I/O) or verified access token the request
   * carries; null when it carries neither.
   */
  accountOf(request: FastifyRequest): string | null | Promise<string | null>;
  /** Whether the request presents an API key accepted at its last lookup or being looked up now, without any I/O. */
  hasKeyAcceptedOrInLookup(request: FastifyRequest): boolean;
}

export function installRequestsPerCaller(
  app: FastifyInstance,
  settings: RequestsPerCallerSettings,
  identity: CallerIdentity,
) {
  const max = settings.maxInFlightPerCaller;
  if (max <= 0) return;
  const detail = `Too many requests at once: at most ${max} of yours may be in progress; wait for their answers before sending more`;
  const retryAfter = String(settings.retryAfterSeconds);
  const inFlight = new Map<string, number>();
  const leave = (caller: string) => {
    const held = inFlight.get(caller)! - 1;
    if (held === 0) inFlight.delete(caller);
    else inFlight.set(caller, held);
  };

  app.addHook('onRequest', async (request, reply) => {
    const { cost, pressureHandler } = request.routeOptions.config;
    if (pressureHandler !== undefined || (cost === 'metered' && identity.hasKeyAcceptedOrInLookup(request))) return;
    const account = await identity.accountOf(request);
    const caller = account === null ? `address ${request.ip}` : `account ${account}`;
    const held = inFlight.get(caller) ?? 0;
    if (held >= max) {
      await reply.status(429).header('retry-after', retryAfter).send({ detail });
      return reply;
    }
    inFlight.set(caller, held + 1);
    // 'close' comes once the answer is written or the client has gone, whichever is first.
    reply.raw.once('close', () => leave(caller));
  });
}
