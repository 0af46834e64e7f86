// The REST API as journeys call it to set the scene (accounts, keys, items) faster than through
// the dashboard, which the journeys themselves then use.
import assert from 'node:assert/strict';
import type { Product } from './product.ts';

/** A unique suffix per test file's run, so e-mails and titles never collide with earlier runs' in the same database. */
export const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Calls the API with a bearer token; a refusal fails the journey with the answer's words. */
export async function callApi<T = unknown>(
  product: Product,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${product.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A data endpoint the sample upstream always answers with 200. */
export const LIVE = '/api/flashscore/football/live';
/** An unknown path: the sample upstream answers 404, which the proxy counts as a client error. */
export const MISSING = '/api/flashscore/nope/nothing';

/** Calls a data endpoint with an API key, reads the whole answer, and keeps its status and request id. */
export async function callWithKey(
  product: Product,
  key: string,
  path: string,
): Promise<{ status: number; requestId: string }> {
  const response = await fetch(`${product.url}${path}`, { headers: { 'X-API-Key': key } });
  await response.arrayBuffer();
  return { status: response.status, requestId: response.headers.get('x-request-id') ?? '' };
}
