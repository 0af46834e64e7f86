import { afterAll, describe, expect, it } from '@jest/globals';
import { Value } from 'typebox/value';
import { buildSampleUpstream } from '../../sample-upstream/sample-upstream.js';
import { DATA_ENDPOINTS } from './endpoint-catalog.js';
import { UPSTREAM_ANSWERS } from './upstream-answers.js';

const upstream = buildSampleUpstream({ log: false });
afterAll(() => upstream.close());

async function answerOf(url: string): Promise<unknown> {
  const response = await upstream.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every event id the calendar shows today, so match details are checked for live, finished and scheduled matches. */
async function todaysEventIds(): Promise<string[]> {
  const events = (await answerOf('/flashscore/football/today')) as { eventId: string }[];
  return events.map((event) => event.eventId);
}

function mismatchesOf(schema: (typeof UPSTREAM_ANSWERS)[keyof typeof UPSTREAM_ANSWERS], answer: unknown): string[] {
  return [...Value.Errors(schema, answer)].map((error) => `${error.instancePath}: ${error.message}`);
}

describe('the documented answer shapes', () => {
  it("describe what each catalog endpoint's example really answers, so typed clients read real answers", async () => {
    const eventIds = await todaysEventIds();
    for (const endpoint of DATA_ENDPOINTS) {
      const paths = endpoint.path.includes('{eventId}')
        ? eventIds.map((eventId) => endpoint.path.replace('{eventId}', eventId))
        : [
            endpoint.path.replace(
              /\{(\w+)\}/g,
              (_, name: string) => endpoint.parameters.find((parameter) => parameter.name === name)?.example ?? '',
            ),
          ];
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        const answer = await answerOf(`/${endpoint.provider}${path}`);
        expect({
          endpoint: endpoint.id,
          path,
          mismatches: mismatchesOf(UPSTREAM_ANSWERS[endpoint.answer], answer),
        }).toEqual({
          endpoint: endpoint.id,
          path,
          mismatches: [],
        });
      }
    }
  });

  it('refuse an answer of another shape (the check can fail)', () => {
    expect(mismatchesOf(UPSTREAM_ANSWERS.events, [{ eventId: 7 }]).length).toBeGreaterThan(0);
    expect(mismatchesOf(UPSTREAM_ANSWERS.playerProfile, { id: '1' }).length).toBeGreaterThan(0);
  });
});
