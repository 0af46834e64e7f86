// The data proxy's cached-hit lane: the product's hottest request, a GET or HEAD with an API key
// this process already knows for an answer it holds fresh in its cache, answered before Fastify
// routes it. Everything such a call needs is in memory (the key, the limits without Redis, the
// answer), so Fastify's request lifecycle (its request and reply objects, routing, hooks,
// per-request logger and response listeners) was most of what the call cost beyond the answer's
// own writing: taking the hit here made hits ~16% faster under wrk (the data proxy's README).
//
// It decides nothing of its own. The key is the one the Fastify route's access check would accept
// from the same cache (`ApiKeyAuthenticator.cached`), the call goes through the same service
// (`DataProxyService.forwardFromCache`: limits, cache, metering), and the answer is written by the
// same function with the same request id rules. Whatever it does not take (no key, a key not
// cached or refused, any other path or method, a miss) goes to Fastify untouched, which answers
// it as it answers everything: so a revoked key, dropped from the key cache, is refused there.
//
// While the process sheds load (http/load-shedding.ts), it answers every GET or HEAD on a
// provider's path with the 503 that Fastify's shedding gives every other request, before the key,
// the limits or the cache are looked at: shed calls are neither counted nor metered, and cost
// least here.
//
// It stands aside while Fastify writes a log line for every request (LOG_LEVEL info or debug),
// so that every proxied call is logged the same way, and once the app starts closing, so that
// Fastify answers what arrives during a shutdown as it answers every other request then.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { PROVIDERS, type ProviderName } from './endpoint-catalog.js';
import { INTERNAL_ERROR_DETAIL } from '../../http/error-handler.js';
import type { LoadShedding } from '../../http/load-shedding.js';
import { requestIdOf, usageEventIdOf } from '../../http/request-id.js';
import { apiKeyOf, type ApiKeyAuthenticator } from './api-key-authenticator.js';
import type { DataProxyService, ProxyAnswer } from './data-proxy.service.js';
import { mountPathOf } from './proxy-path.js';
import { writeProxyHead } from './proxy-reply.js';

const MOUNTS = PROVIDERS.map((provider) => ({
  provider,
  mountPath: mountPathOf(provider),
  prefix: `${mountPathOf(provider)}/`,
}));
const INTERNAL_ERROR_BODY = JSON.stringify({ detail: INTERNAL_ERROR_DETAIL });

export interface CachedHitLaneDeps {
  proxy: DataProxyService;
  authenticator: ApiKeyAuthenticator;
  shedding: Pick<LoadShedding, 'isShedding' | 'writeBusy'>;
  log: Logger;
}

export class CachedHitLane {
  private isOpen: boolean;

  constructor(private readonly deps: CachedHitLaneDeps) {
    this.isOpen = !deps.log.isLevelEnabled('info');
  }

  /** Answers the request if it is a cached hit for a known key; false leaves it to Fastify, untouched. */
  take(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.isOpen) return false;
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url!;
    const mount = mountOf(url);
    if (mount === undefined) return false;
    if (this.deps.shedding.isShedding()) {
      this.deps.shedding.writeBusy(response, requestIdOf(request.headers));
      return true;
    }
    const principal = this.deps.authenticator.cached(apiKeyOf(request.headers));
    if (!principal) return false;
    // The answer names the call by its usage event's id, which finds it in the request log.
    const eventId = usageEventIdOf(requestIdOf(request.headers), request.headers);
    const answer = this.deps.proxy.forwardFromCache({
      principal,
      provider: mount.provider,
      url,
      mountPath: mount.mountPath,
      method,
      requestId: eventId,
    });
    if (answer === undefined) return false;
    if (answer instanceof Promise) {
      answer.then(
        (settled) => this.write(response, eventId, settled),
        (error: unknown) => this.failed(response, eventId, error),
      );
    } else {
      this.write(response, eventId, answer);
    }
    return true;
  }

  /** From now on every request goes to Fastify (the app is closing). */
  close(): void {
    this.isOpen = false;
  }

  private write(response: ServerResponse, requestId: string, answer: ProxyAnswer): void {
    try {
      writeProxyHead(response, requestId, answer);
    } catch (error) {
      this.failed(response, requestId, error);
      return;
    }
    response.end(answer.body);
  }

  /** What Fastify's error handler does with an unexpected error: log it, answer a bare 500. */
  private failed(response: ServerResponse, requestId: string, error: unknown): void {
    this.deps.log.error({ reqId: requestId, err: error }, 'request failed');
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(500, [
      'x-request-id',
      requestId,
      'content-type',
      'application/json; charset=utf-8',
      'content-length',
      String(Buffer.byteLength(INTERNAL_ERROR_BODY)),
    ]);
    response.end(INTERNAL_ERROR_BODY);
  }
}

function mountOf(url: string): { provider: ProviderName; mountPath: string } | undefined {
  for (const mount of MOUNTS) if (url.startsWith(mount.prefix)) return mount;
  return undefined;
}
