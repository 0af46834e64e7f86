// Fixtures for tests and stories, all in one place.
import type { Viewer } from '@touchline/shell-contract';
import type { ApiKeyRow } from '../components/ApiKeyTable';
import type { Endpoint, EndpointParameter } from '../explorer/catalog/endpoints';
import type { ProxyAnswer } from '../explorer/useProxyCall';

// Sample keys for tests and stories, dated relative to now so "last used" and expiry read naturally:
// one key that never expires, one that expires in the future, one expired and one revoked.
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type SampleApiKey = ApiKeyRow & { __typename: 'ApiKey' };

/** A live key that never expires and was never rotated, with what a sample says about it on top. */
function sampleApiKey(
  key: Pick<ApiKeyRow, 'id' | 'name' | 'prefix' | 'createdAt' | 'lastUsedAt'> & Partial<ApiKeyRow>,
): SampleApiKey {
  return {
    __typename: 'ApiKey',
    revokedAt: null,
    isRevoked: false,
    expiresAt: null,
    isExpired: false,
    previousSecretExpiresAt: null,
    ...key,
  };
}

export function sampleApiKeys(): SampleApiKey[] {
  return [
    sampleApiKey({
      id: '6f1d2c3b-0000-4000-8000-000000000003',
      name: 'Production server',
      prefix: 'tl_AbC12345',
      createdAt: ago(12 * DAY),
      lastUsedAt: ago(3 * MINUTE),
    }),
    sampleApiKey({
      id: '6f1d2c3b-0000-4000-8000-000000000002',
      name: 'Local development',
      prefix: 'tl_x9Yz0Qw7',
      createdAt: ago(20 * DAY),
      lastUsedAt: null,
      expiresAt: fromNow(70 * DAY),
    }),
    sampleApiKey({
      id: '6f1d2c3b-0000-4000-8000-000000000004',
      name: 'Hackathon demo',
      prefix: 'tl_Hk7Dm3Vx',
      createdAt: ago(37 * DAY),
      lastUsedAt: ago(31 * DAY),
      expiresAt: ago(30 * DAY),
      isExpired: true,
    }),
    sampleApiKey({
      id: '6f1d2c3b-0000-4000-8000-000000000001',
      name: 'Leaked in a gist',
      prefix: 'tl_Lk4Pq2Rs',
      createdAt: ago(45 * DAY),
      lastUsedAt: ago(30 * DAY),
      revokedAt: ago(29 * DAY),
      isRevoked: true,
    }),
  ];
}

export const SAMPLE_SECRET = 'tl_AbC12345dEf67890GhIj12345KlMn6789OpQrs';

/** The signed-in developer of tests and stories, and the id of someone else on the same tab. */
export const SAMPLE_VIEWER: Viewer = {
  id: '6f1d2c3b-0000-4000-8000-0000000000aa',
  email: 'dev@example.com',
  fullName: 'Dev',
  avatarUrl: null,
  isSuperuser: false,
};
export const OTHER_USER_ID = '6f1d2c3b-0000-4000-8000-0000000000bb';

// A recorded proxy answer for tests and stories.
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

export const okAnswer = answer(200, 'OK', JSON.stringify(liveEvents), [
  ...limits(97),
  ['x-sample-data', 'true'],
  ['x-data-source', 'touchline-sample-upstream'],
]);
export const unauthorizedAnswer = answer(401, 'Unauthorized', JSON.stringify({ detail: 'Invalid API key' }));
export const rateLimitedAnswer = answer(
  429,
  'Too Many Requests',
  JSON.stringify({ detail: 'Rate limit of 1 request per second exceeded' }),
  [...limits(0), ['retry-after', '1']],
);

// A part of the bff's endpoint catalog, as GraphQL `dataEndpoints` answers it, for tests and
// stories. The real catalog is served by the bff (bff/src/modules/data-proxy/endpoint-catalog.ts).
const PLANS = ['free', 'pro', 'business'];

/** As Apollo's cache holds them: with their type names. */
type Answered<T> = T & { __typename: string };

const parameter = (fields: Omit<EndpointParameter, 'pattern'> & { pattern?: string }): Answered<EndpointParameter> => ({
  __typename: 'DataEndpointParameter',
  pattern: null,
  ...fields,
});

const endpoint = (fields: Omit<Endpoint, 'plans' | 'isSampleData'>): Answered<Endpoint> => ({
  __typename: 'DataEndpoint',
  plans: PLANS,
  isSampleData: true,
  ...fields,
});

const COUNTRY = parameter({
  name: 'country',
  in: 'path',
  required: true,
  description: 'Country slug and id, as in the `path` of GET /football.',
  example: 'england:198',
  pattern: '^[a-z0-9-]+:[0-9]+$',
});
const TOURNAMENT = parameter({
  name: 'tournament',
  in: 'path',
  required: true,
  description: 'Tournament slug and id.',
  example: 'premier-league:dYlOSQOD',
  pattern: '^[a-z0-9-]+:[A-Za-z0-9]+$',
});
const PAGE_NUMBER = parameter({
  name: 'page_number',
  in: 'query',
  required: false,
  description: 'Page of results, from 1.',
  example: '',
  pattern: '^[1-9][0-9]*$',
});

export const sampleEndpoints: Answered<Endpoint>[] = [
  endpoint({
    id: 'flashscore-live',
    provider: 'flashscore',
    path: '/football/live',
    summary: 'Live matches',
    description: 'Every football match in progress right now, with the current score and minute.',
    parameters: [],
    cacheTtlSeconds: 5,
    returns: 'Array of events: eventId, homeName, awayName, homeScore, awayScore, …',
  }),
  endpoint({
    id: 'flashscore-today',
    provider: 'flashscore',
    path: '/football/today',
    summary: 'Matches of a day',
    description: 'Matches kicking off on a UTC day: today, or up to a week before or after.',
    parameters: [
      parameter({
        name: 'day',
        in: 'query',
        required: false,
        description: 'Offset in days from today, -7 to 7.',
        example: '0',
        pattern: '^-?[0-7]$',
      }),
    ],
    cacheTtlSeconds: 60,
    returns: 'Array of events, as for live matches',
  }),
  endpoint({
    id: 'flashscore-standings',
    provider: 'flashscore',
    path: '/football/{country}/{tournament}/standings',
    summary: 'Standings',
    description: 'The league table of a tournament.',
    parameters: [COUNTRY, TOURNAMENT],
    cacheTtlSeconds: 300,
    returns: 'Array of rows: rank, teamName, played, wins, draws, losses, goals, points',
  }),
  endpoint({
    id: 'transfermarkt-player-search',
    provider: 'transfermarkt',
    path: '/players/search/{name}',
    summary: 'Search players',
    description: 'Players whose name contains the text.',
    parameters: [
      parameter({ name: 'name', in: 'path', required: true, description: 'Part of a player name.', example: 'Caruso' }),
      PAGE_NUMBER,
    ],
    cacheTtlSeconds: 3600,
    returns: '{ query, pageNumber, lastPageNumber, results: [{ id, name, position, club, … }] }',
  }),
  endpoint({
    id: 'transfermarkt-player-profile',
    provider: 'transfermarkt',
    path: '/players/{player_id}/profile',
    summary: 'Player profile',
    description: 'Who a player is: club, position, foot, height, citizenship, agent and market value.',
    parameters: [
      parameter({
        name: 'player_id',
        in: 'path',
        required: true,
        description: 'Player id, as returned by the player search.',
        example: '934467',
        pattern: '^[0-9]+$',
      }),
    ],
    cacheTtlSeconds: 21600,
    returns: '{ id, name, club, position, marketValue, … }',
  }),
];
