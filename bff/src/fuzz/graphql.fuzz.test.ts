// Fuzzing every root field of the GraphQL schema (read from the app by introspection) with
// malformed operations and requests, as anonymous, a user and a superuser: whatever arrives, the
// answer is never a server error, always comes, and every error has a message and
// extensions.code. CI runs a fixed seed and a bounded count; see rest.fuzz.test.ts for the rest.
import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { buildClientSchema, getIntrospectionQuery } from 'graphql';
import { sendRaw } from '../test-support/raw-http.js';
import { graphqlAnswerProblems } from './answer-shape.js';
import { fuzzSettings, startFuzzTarget } from './fuzz-target.js';
import { graphqlRequestsFor, rootFieldsOf } from './graphql-requests.js';

const settings = fuzzSettings(15);
const target = await startFuzzTarget();
afterAll(() => target.close());

const introspection = await target.t.app.inject({
  method: 'POST',
  url: '/graphql',
  payload: { query: getIntrospectionQuery() },
});
const rootFields = rootFieldsOf(buildClientSchema(introspection.json().data));

describe(`GraphQL root fields under fuzzing (seed ${settings.seed}, ${settings.runs} cases each)`, () => {
  it('covers every root field', () => {
    expect(rootFields.length).toBeGreaterThan(20);
  });

  it.each(rootFields.map((root) => [`${root.operation} ${root.field.name}`, root] as const))(
    '%s answers malformed requests without a server error, every error with a message and a code',
    async (name, root) => {
      const callers = await target.freshCallers();
      await fc.assert(
        fc.asyncProperty(graphqlRequestsFor(root, callers, target.host), async (request) => {
          const response = await sendRaw(target.address, request.bytes, settings.requestTimeoutMs);
          const problems = graphqlAnswerProblems(response);
          if (problems.length > 0) throw new Error(problems.join('\n'));
        }),
        { seed: settings.seedFor(name), numRuns: settings.runs },
      );
    },
    settings.testTimeoutMs,
  );
});
