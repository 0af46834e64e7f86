// A recorded proxy answer for tests and stories.
import type { ProxyAnswer } from '../hooks/useProxyCall';

const liveEvents = [
  {
    eventId: 'ADLmeH3T',
    startDateTimeUtc: '2026-11-21T08:30:00.000Z',
    eventStageId: 2,
    eventStage: 'SECOND_HALF',
    minuteText: "63'",
    homeName: 'Bayer Leverkusen',
    awayName: 'Union Berlin',
    homeScore: 2,
    awayScore: 1,
    round: 'Round 1',
    tournamentName: 'Bundesliga',
    countryName: 'Germany',
    sport: 'football',
  },
  {
    eventId: 'B8AkiBOC',
    startDateTimeUtc: '2026-11-21T09:00:00.000Z',
    eventStageId: 2,
    eventStage: 'FIRST_HALF',
    minuteText: "27'",
    homeName: 'Arsenal',
    awayName: 'Chelsea',
    homeScore: 0,
    awayScore: 0,
    round: 'Round 1',
    tournamentName: 'Premier League',
    countryName: 'England',
    sport: 'football',
  },
];

function answer(status: number, statusText: string, body: string, extra: [string, string][] = []): ProxyAnswer {
  return {
    url: 'http://localhost:8000/api/flashscore/football/live',
    status,
    statusText,
    latencyMs: status === 200 ? 38.4 : 3.1,
    sizeBytes: body.length,
    headers: (
      [['content-type', 'application/json; charset=utf-8'], ['x-cache', 'MISS'], ...extra] as [string, string][]
    ).sort(([a], [b]) => a.localeCompare(b)),
    body,
    json: JSON.parse(body),
  };
}

const limits = (remaining: number): [string, string][] => [
  ['x-ratelimit-limit', '100'],
  ['x-ratelimit-remaining', String(remaining)],
  ['x-ratelimit-reset', String(Math.floor(Date.now() / 1000) + 5 * 3600)],
];

export const okAnswer = answer(200, 'OK', JSON.stringify(liveEvents), [...limits(97), ['x-sample-data', 'true'], ['x-data-source', 'touchline-sample-upstream']]);
export const unauthorizedAnswer = answer(401, 'Unauthorized', JSON.stringify({ detail: 'Invalid API key' }));
export const rateLimitedAnswer = answer(429, 'Too Many Requests', JSON.stringify({ detail: 'Rate limit of 1 request per second exceeded' }), [
  ...limits(0),
  ['retry-after', '1'],
]);
