// Tests and stories of screens that send GraphQL without Apollo Client (graphql-request.ts) are
// answered from the same mocks Apollo's MockedProvider takes, so one list serves both kinds of screen.
import type { MockLink } from '@apollo/client/testing';
import { print } from 'graphql';

type Mock = MockLink.MockedResponse;

function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

function matches(mock: Mock, query: string, variables: Record<string, unknown>): boolean {
  if (print(mock.request.query) !== query) return false;
  const expected = mock.request.variables;
  if (typeof expected === 'function') return (expected as (variables: Record<string, unknown>) => boolean)(variables);
  return isEqual(expected ?? {}, variables);
}

/**
 * Replaces `fetch` with one that answers GraphQL requests from `mocks` as MockedProvider does:
 * matched by operation and variables (a function of the variables too), each used `maxUsageCount`
 * times (once by default), with its `result` (or a function of the variables), `error` or `delay`.
 * A request no mock matches gets a GraphQL error, as an unmatched Apollo operation does. Any
 * other request goes to the fetch that was there before.
 */
export function answerGraphQLFetches(mocks: readonly Mock[]) {
  const uses = mocks.map((mock) => ({ mock, left: mock.maxUsageCount ?? 1 }));
  const before = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    let body: { query?: unknown; variables?: Record<string, unknown> } = {};
    try {
      body = JSON.parse(String(init?.body ?? '')) as typeof body;
    } catch {
      // Not a GraphQL request.
    }
    if (typeof body.query !== 'string') return before(input, init);
    const { query } = body;
    const variables = body.variables ?? {};
    const use = uses.find((candidate) => candidate.left > 0 && matches(candidate.mock, query, variables));
    const answer = (payload: unknown) => ({ status: 200, text: async () => JSON.stringify(payload) }) as Response;
    if (!use) return answer({ errors: [{ message: `No mock answers ${query} with ${JSON.stringify(variables)}` }] });
    use.left -= 1;
    const { delay, error, result } = use.mock;
    const wait = typeof delay === 'function' ? delay(use.mock.request as never) : delay;
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    if (error) throw error;
    return answer(typeof result === 'function' ? (result as (variables: unknown) => unknown)(variables) : result);
  };
}
