// How requests are named: the caller's own X-Request-Id when it is sane, so traces join up
// across services, and a new time-ordered UUID otherwise. Fastify's genReqId (app.ts) and the
// data proxy's cached-hit lane both name requests here; every answer carries the id back, but a
// data call's answer carries its usage event's id (usageEventIdOf), which the request log finds.
import type { IncomingHttpHeaders } from 'node:http';
import { timeOrderedUuid } from '../shared/ids.js';

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Whether an id is one a request may be named by: what requestIdOf keeps, and every id it makes. */
export function isSaneRequestId(id: string): boolean {
  return SANE_REQUEST_ID.test(id);
}

export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && isSaneRequestId(given) ? given : timeOrderedUuid();
}

/**
 * The id a call's usage event is written under: the request's own id, unless the caller chose it:
 * an id a caller reuses would make the metering skip calls made in the same millisecond as
 * repeats of one another.
 */
export function usageEventIdOf(requestId: string, headers: IncomingHttpHeaders): string {
  return requestId === headers['x-request-id'] ? timeOrderedUuid() : requestId;
}
