// The documented shapes of an answer, as the fuzz suites check every one: no server error, and
// every refusal in the shape clients parse. REST: {"detail": "..."} or the FastAPI-style list
// {"detail": [{loc, msg, type}]}. GraphQL: `errors`, each with a message and extensions.code.
import type { RawResponse } from '../test-support/raw-http.js';

/** What is wrong with a REST answer; empty when nothing is. */
export function restAnswerProblems(response: RawResponse, method: string): string[] {
  if (response.status >= 500) return [`server error ${response.status}: ${response.text.slice(0, 300)}`];
  if (response.status < 400 || method === 'HEAD' || isUpstreamAnswer(response)) return [];
  const body = jsonBody(response);
  if (typeof body === 'string') return [body];
  if (!isRecord(body) || !('detail' in body)) return [`error answer without "detail": ${response.text.slice(0, 300)}`];
  const { detail } = body;
  if (typeof detail === 'string') return [];
  if (Array.isArray(detail) && detail.length > 0 && detail.every(isValidationIssue)) return [];
  return [`"detail" is neither a string nor a list of {loc, msg, type}: ${response.text.slice(0, 300)}`];
}

/** What is wrong with a GraphQL answer; empty when nothing is. */
export function graphqlAnswerProblems(response: RawResponse): string[] {
  if (response.status >= 500) return [`server error ${response.status}: ${response.text.slice(0, 300)}`];
  const body = jsonBody(response);
  if (typeof body === 'string') return [body];
  // What is refused before GraphQL reads it (a body that is not JSON, a content type it does not
  // take, a malformed HTTP request) is refused by the HTTP layer, in its {"detail"} shape.
  if (response.status >= 400 && isRecord(body) && 'detail' in body && !('errors' in body))
    return restAnswerProblems(response, 'POST');
  if (!isRecord(body) || (!('data' in body) && !('errors' in body)))
    return [`neither data nor errors: ${response.text.slice(0, 300)}`];
  if (body.errors === undefined) return response.status < 400 ? [] : [`status ${response.status} without errors`];
  if (!Array.isArray(body.errors) || body.errors.length === 0)
    return [`"errors" is not a non-empty list: ${response.text.slice(0, 300)}`];
  return body.errors
    .filter(
      (error) =>
        !(
          isRecord(error) &&
          typeof error.message === 'string' &&
          isRecord(error.extensions) &&
          typeof error.extensions.code === 'string'
        ),
    )
    .map((error) => `an error without message and extensions.code: ${JSON.stringify(error).slice(0, 300)}`);
}

/**
 * The data proxy passes an upstream's own answer on, a refusal's body included: its shape is the
 * upstream's, not this API's. Such answers carry X-Cache HIT, MISS or STALE; the proxy's own
 * refusals (key, path) carry none, and its limit refusals, which say MISS, are checked by the
 * data proxy's own tests.
 */
const isUpstreamAnswer = (response: RawResponse) =>
  ['MISS', 'HIT', 'STALE'].includes(response.headers['x-cache'] ?? '');

/** The answer's JSON, or a problem (as a string) when it has none. */
function jsonBody(response: RawResponse): unknown {
  const type = response.headers['content-type'] ?? '';
  if (!/^application\/(graphql-response\+)?json\b/.test(type))
    return `status ${response.status} answered as ${type || 'no content type'}: ${response.text.slice(0, 300)}`;
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    return `status ${response.status} with a body that is not JSON: ${response.text.slice(0, 300)}`;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isValidationIssue = (issue: unknown) =>
  isRecord(issue) &&
  Array.isArray(issue.loc) &&
  issue.loc.every((part) => typeof part === 'string' || typeof part === 'number') &&
  typeof issue.msg === 'string' &&
  typeof issue.type === 'string';
