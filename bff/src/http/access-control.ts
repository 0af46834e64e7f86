// Deny by default: every route must declare who may call it, or the app refuses to start.
import type { FastifyInstance } from 'fastify';
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
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    // The not-found handler has no route config; it answers the same to everyone.
    if (access === undefined || access === 'public') return;
    await request.scope.require(access);
  });
}

/** OpenAPI security requirement for an access level. */
export function securityFor(access: Access) {
  if (access === 'public') return [];
  return access === 'apiKey' ? [{ apiKeyAuth: [] }] : [{ bearerAuth: [] }];
}
