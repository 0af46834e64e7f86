// Every route declares what bounds the work one call of it can cause, as it declares who may call
// it (access-control.ts), or the app refuses to start: a new route cannot arrive without someone
// having decided what stops a single caller from making it expensive for everyone.
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * What bounds the work of one call:
 * - `fixed`: a bounded amount of work whatever the request holds (a few rows by key, one file, a redirect);
 * - `list`: a list or a window whose length the request picks, within a maximum its schema or its
 *   module's rules set (a page of at most 1000 rows, a time series of at most 1500 buckets), or the
 *   records of the caller's own account (its API keys);
 * - `throttled`: deliberately expensive (password hashing, mail, the bot check) and counted per
 *   account and per address by sign-in throttling (modules/auth/throttle.ts);
 * - `metered`: counted against the calling account's plan, its rate per second and its daily quota
 *   (the data proxy);
 * - `priced`: GraphQL, whose every operation is priced and refused over its limits before it runs
 *   (graphql/operation-cost.ts).
 */
export const ROUTE_COSTS = ['fixed', 'list', 'throttled', 'metered', 'priced'] as const;

type RouteCost = (typeof ROUTE_COSTS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What bounds the work one call causes; a route without it stops the app from starting. */
    cost?: RouteCost;
  }
  interface FastifyInstance {
    /** Every route as registered, with its declarations: the route inventory. */
    readonly routeDeclarations: readonly DeclaredRoute[];
  }
}

interface DeclaredRoute {
  method: string;
  url: string;
  access: unknown;
  cost: unknown;
}

/**
 * @param fixedCostPrefixes routes registered by third-party plugins that cannot declare their cost
 *   themselves (the interactive API docs, static pages).
 */
export function installRouteCosts(app: FastifyInstance, fixedCostPrefixes: readonly string[]) {
  const declarations: DeclaredRoute[] = [];
  app.decorate('routeDeclarations', declarations);
  app.addHook('onRoute', (route) => {
    if (fixedCostPrefixes.some((prefix) => route.url.startsWith(prefix)))
      route.config = { ...route.config, cost: 'fixed' };
    const config = route.config as { access?: unknown; cost?: unknown } | undefined;
    declarations.push({
      method: [route.method].flat().join(','),
      url: route.url,
      access: config?.access,
      cost: config?.cost,
    });
    if (!declaresCost(route))
      throw new Error(
        `Route ${route.method} ${route.url} does not declare config.cost (one of ${ROUTE_COSTS.join(', ')})`,
      );
  });
}

function declaresCost(route: RouteOptions): boolean {
  const cost = (route.config as { cost?: unknown } | undefined)?.cost;
  return (ROUTE_COSTS as readonly unknown[]).includes(cost);
}
