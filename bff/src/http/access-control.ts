// Deny by default: every route must declare who may call it, or the app refuses to start.
//
// A caller who may not call a route learns nothing about it: the check runs before Fastify
// reads the body or validates any part of the request, so such a caller gets its 401 or 403,
// never a 422 that spells out the route's schema (nor a 413 or 415 about its body). It is the
// route's first onRequest hook. A route that reads and validates nothing before its handler (a
// GET or HEAD without a validation schema, or whose validator refuses nothing, as the data
// proxy's) has the check wrapped around its handler instead, as the first thing it does: it still
// comes before everything of the route's, and a caller already known (an API key cached in
// memory) passes without a promise and without Fastify's hook runner (a hook cost the data
// proxy's hot path ~0.5 µs a call). Such a route may not declare hooks of its own that would run
// before its handler. Either way the rule is the one `RequestScope.requireNow` applies.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { Access } from '../shared/access.js';
import { validatesInput } from './validation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; checked before its request is read. */
    access?: Access;
  }
}

const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'superuser', 'apiKey'];

/** Methods whose body Fastify never reads. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/** The route hooks Fastify runs before the handler. */
const HOOKS_BEFORE_HANDLER = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/**
 * @param publicPrefixes routes registered by third-party plugins that cannot declare access
 *   themselves (the interactive API docs) and are public by nature.
 */
export function installAccessControl(app: FastifyInstance, publicPrefixes: readonly string[]) {
  app.addHook('onRoute', (route) => {
    if (publicPrefixes.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
    if (access === 'public') return;
    if (readsNothingBeforeHandler(route)) {
      const hook = HOOKS_BEFORE_HANDLER.find((name) => route[name] !== undefined);
      if (hook)
        throw new Error(
          `Route ${route.method} ${route.url}: its ${hook} hook would run before the access check; do its work in the handler`,
        );
      route.handler = withAccessCheck(access, route.handler);
      return;
    }
    // A new array: the HEAD route Fastify adds for a GET starts from the options as declared.
    route.onRequest = [accessCheckHook(access), ...[route.onRequest ?? []].flat()];
  });
}

/** No body read and nothing validated that could be refused: the handler is the first thing to run. */
function readsNothingBeforeHandler(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  return methods.every((method) => BODYLESS_METHODS.has(method)) && !validatesInput(route);
}

/** The check as the route's first hook: a refusal goes to the error handler before the body is read. */
function accessCheckHook(access: Access) {
  return function checkAccess(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const pending = request.scope.requireNow(access);
    if (pending === undefined) return done();
    pending.then(() => done(), done);
  };
}

/** The handler, run once `access` is granted; a refusal goes to the error handler as a thrown error would. */
function withAccessCheck(access: Access, handler: RouteHandlerMethod): RouteHandlerMethod {
  return function checkAccessThenHandle(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const pending = request.scope.requireNow(access);
    if (pending === undefined) return handler.call(this, request, reply);
    return pending.then(() => handler.call(this, request, reply));
  };
}

/** OpenAPI security requirement for an access level. */
export function securityFor(access: Access) {
  if (access === 'public') return [];
  return access === 'apiKey' ? [{ apiKeyAuth: [] }] : [{ bearerAuth: [] }];
}
