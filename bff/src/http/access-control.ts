// Deny by default: every route must declare who may call it, or the app refuses to start.
// The check is attached to each route that needs one, as its first preHandler, rather than as a
// global hook: public routes then pay nothing, and a route whose caller is already known (an
// API key cached in memory) passes without a promise.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, preHandlerHookHandler } from 'fastify';
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
  const checks = new Map(ACCESS_LEVELS.map((access) => [access, accessCheck(access)]));
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
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [checks.get(access)!, ...own];
  });
}

function accessCheck(access: Access): preHandlerHookHandler {
  return function checkAccess(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    const pending = request.scope.requireNow(access);
    if (pending === undefined) return done();
    pending.then(() => done(), done);
  };
}

/** OpenAPI security requirement for an access level. */
export function securityFor(access: Access) {
  if (access === 'public') return [];
  return access === 'apiKey' ? [{ apiKeyAuth: [] }] : [{ bearerAuth: [] }];
}
