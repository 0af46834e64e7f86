// Fuzzing every REST operation of /api/openapi.json with malformed requests, as anonymous, a user
// (or the user's API key) and a superuser: whatever arrives, the answer is never a server error,
// always comes (each request is bounded), and every refusal is in the documented shape. CI runs a
// fixed seed and a bounded count; `FUZZ_RUNS=5000 FUZZ_SEED=<n> npm run fuzz -w @touchline/bff`
// runs longer (README.md). A counterexample is a bug: fix it and keep it as a named test.
import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sendRaw } from '../test-support/raw-http.js';
import { restAnswerProblems } from './answer-shape.js';
import { fuzzSettings, startFuzzTarget } from './fuzz-target.js';
import { operationsOf } from './openapi-operations.js';
import { edgeCasesFor, requestsFor } from './openapi-requests.js';

const settings = fuzzSettings(15);
const target = await startFuzzTarget();
afterAll(() => target.close());

const openapi = (await target.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const operations = operationsOf(openapi);

describe(`REST operations under fuzzing (seed ${settings.seed}, ${settings.runs} cases each)`, () => {
  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers malformed requests without a server error, in the documented error shape',
    async (name, operation) => {
      const callers = await target.freshCallers();
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, callers, target.host), async (request) => {
          const response = await sendRaw(target.address, request.bytes, settings.requestTimeoutMs);
          const problems = restAnswerProblems(response, request.method);
          if (problems.length > 0) throw new Error(problems.join('\n'));
        }),
        {
          seed: settings.seedFor(name),
          numRuns: settings.runs,
          examples: edgeCasesFor(operation, callers, target.host).map((request) => [request]),
        },
      );
    },
    settings.testTimeoutMs,
  );
});
