// Deny by default: every route must declare who may call it, or the app refuses to start.
// The check is wrapped around each non-public route's handler, as the first thing it does,
// rather than run as a hook: public routes then pay nothing, and a route whose caller is
// already known (an API key cached in memory) passes without a promise and without Fastify's
// hook runner (a preHandler cost the data proxy's hot path ~0.5 µs a call). Wrapped so, the
// check runs after validation, where a first preHandler ran too, and nothing of the route's
// runs before it: a non-public route may not declare preHandlers of its own.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Access } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; checked before the handler runs. */
    access?: Access;
  }
}

const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'superuser', 'apiKey'];

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
    if (route.preHandler !== undefined) {
      throw new Error(`Route ${route.method} ${route.url}: a preHandler would run before the access check; do its work in the handler`);
    }
    route.handler = withAccessCheck(access, route.handler);
  });
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
