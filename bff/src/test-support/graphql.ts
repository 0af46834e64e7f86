// Tiny helpers for driving the app over REST and GraphQL with app.inject.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer } from './test-app.js';

export interface GraphqlResult<T = Record<string, any>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions: Record<string, any>; path?: (string | number)[] }[] | undefined;
}

/** Runs one GraphQL operation, optionally as the holder of `token`. */
export async function graphql<T = Record<string, any>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphqlResult<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    payload: { query, variables },
  });
  const body = response.json();
  return { status: response.statusCode, data: body.data, errors: body.errors };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON REST call, optionally as the holder of `token`. */
export function rest(
  app: FastifyInstance,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    ...extra,
  });
}
