// The data endpoints of both providers, in one machine-readable description: paths, parameters,
// examples, cache lifetimes. Everything else reads it from here: the cache's lifetimes
// (cache-rules.ts), the API docs at /api/docs (one operation per endpoint) and, through GraphQL's
// `dataEndpoints`, the dashboard's API explorer. Paths are below the provider's mount path
// (`/api/flashscore`, `/api/transfermarkt`); `{name}` marks a path parameter. The examples are
// ids of the bundled sample upstream, so every example answers 200 out of the box (except match
// details, whose event ids come and go with the live calendar); `endpoint-catalog.test.ts` checks
// each path against the sample upstream's routes.

import type { UpstreamAnswerName } from './upstream-answers.js';

/** The upstream data providers the proxy serves, each under `/api/<provider>/`. */
export const PROVIDERS = ['flashscore', 'transfermarkt'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export interface EndpointParameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly description: string;
  /** Pre-filled in the explorer and shown in the docs; empty when no value always works. */
  readonly example: string;
  /** What a well-formed value looks like (a regular expression), so a bad one need not cost a call. */
  readonly pattern?: string;
}

export interface DataEndpoint {
  /** Stable: the explorer's address (`?endpoint=`), the docs' operation id, a PROXY_CACHE_TTLS key. */
  readonly id: string;
  readonly provider: ProviderName;
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly parameters: readonly EndpointParameter[];
  /** How long the proxy keeps a 200 answer fresh, unless PROXY_CACHE_TTLS says otherwise. */
  readonly cacheTtlSeconds: number;
  /** The shape of a successful answer, in one line. */
  readonly returns: string;
  /** The schema of a successful answer (upstream-answers.ts), for the docs and the clients built from them. */
  readonly answer: UpstreamAnswerName;
}

const COUNTRY: EndpointParameter = {
  name: 'country',
  in: 'path',
  required: true,
  description: 'Country slug and id, as in the `path` of GET /football.',
  example: 'england:198',
  pattern: '^[a-z0-9-]+:[0-9]+$',
};

const TOURNAMENT: EndpointParameter = {
  name: 'tournament',
  in: 'path',
  required: true,
  description: 'Tournament slug and id, as in the `path` of GET /football/{country}.',
  example: 'premier-league:dYlOSQOD',
  pattern: '^[a-z0-9-]+:[A-Za-z0-9]+$',
};

const PAGE_NUMBER: EndpointParameter = {
  name: 'page_number',
  in: 'query',
  required: false,
  description: 'Page of results, from 1.',
  example: '',
  pattern: '^[1-9][0-9]{0,8}$',
};

const PLAYER_ID: EndpointParameter = {
  name: 'player_id',
  in: 'path',
  required: true,
  description: 'Player id, as returned by the player search.',
  example: '934467',
  pattern: '^[0-9]+$',
};

const CLUB_ID: EndpointParameter = {
  name: 'club_id',
  in: 'path',
  required: true,
  description: 'Club id, as returned by the club search.',
  example: '11',
  pattern: '^[0-9]+$',
};

const EVENT_LIST =
  'Array of events: eventId, homeName, awayName, homeScore, awayScore, eventStageId (1 scheduled, 2 live, 3 finished), minuteText, startDateTimeUtc, tournamentName, …';

export const DATA_ENDPOINTS: readonly DataEndpoint[] = [
  {
    id: 'flashscore-live',
    provider: 'flashscore',
    path: '/football/live',
    summary: 'Live matches',
    description: 'Every football match in progress right now, with the current score and minute.',
    parameters: [],
    cacheTtlSeconds: 5,
    returns: EVENT_LIST,
    answer: 'events',
  },
  {
    id: 'flashscore-today',
    provider: 'flashscore',
    path: '/football/today',
    summary: 'Matches of a day',
    description: 'Matches kicking off on a UTC day: today, or up to a week before or after.',
    parameters: [
      {
        name: 'day',
        in: 'query',
        required: false,
        description: 'Offset in days from today, -7 to 7.',
        example: '0',
        pattern: '^-?[0-7]$',
      },
    ],
    cacheTtlSeconds: 60,
    returns: EVENT_LIST,
    answer: 'events',
  },
  {
    id: 'flashscore-countries',
    provider: 'flashscore',
    path: '/football',
    summary: 'Countries',
    description: 'Countries with football coverage, each with the path of its tournaments.',
    parameters: [],
    cacheTtlSeconds: 60,
    returns: 'Array of { countryId, countryName, countrySlug, path }',
    answer: 'countries',
  },
  {
    id: 'flashscore-country',
    provider: 'flashscore',
    path: '/football/{country}',
    summary: 'Tournaments of a country',
    description: "A country's tournaments with their current season.",
    parameters: [COUNTRY],
    cacheTtlSeconds: 60,
    returns: 'Array of { tournamentId, tournamentName, tournamentSlug, season, path, … }',
    answer: 'tournaments',
  },
  {
    id: 'flashscore-tournament',
    provider: 'flashscore',
    path: '/football/{country}/{tournament}',
    summary: 'Tournament',
    description: 'A tournament, its season and its teams.',
    parameters: [COUNTRY, TOURNAMENT],
    cacheTtlSeconds: 60,
    returns: '{ tournamentId, tournamentName, season, teams: [{ teamId, teamName }], … }',
    answer: 'tournament',
  },
  {
    id: 'flashscore-fixtures',
    provider: 'flashscore',
    path: '/football/{country}/{tournament}/fixtures',
    summary: 'Fixtures',
    description: "This season's matches not finished yet, in kick-off order.",
    parameters: [COUNTRY, TOURNAMENT],
    cacheTtlSeconds: 300,
    returns: EVENT_LIST,
    answer: 'events',
  },
  {
    id: 'flashscore-results',
    provider: 'flashscore',
    path: '/football/{country}/{tournament}/results',
    summary: 'Results',
    description: "This season's finished matches, newest first.",
    parameters: [COUNTRY, TOURNAMENT],
    cacheTtlSeconds: 300,
    returns: EVENT_LIST,
    answer: 'events',
  },
  {
    id: 'flashscore-standings',
    provider: 'flashscore',
    path: '/football/{country}/{tournament}/standings',
    summary: 'Standings',
    description: 'The league table.',
    parameters: [COUNTRY, TOURNAMENT],
    cacheTtlSeconds: 300,
    returns:
      'Array of { rank, teamId, teamName, played, wins, draws, losses, goalsFor, goalsAgainst, goalDifference, points, form }',
    answer: 'standings',
  },
  {
    id: 'flashscore-match-details',
    provider: 'flashscore',
    path: '/match/{eventId}/details',
    summary: 'Match details',
    description: 'One match: incidents so far (goals, cards, substitutions), line-ups and statistics.',
    parameters: [
      {
        name: 'eventId',
        in: 'path',
        required: true,
        description: 'An eventId from Live matches, Matches of a day, Fixtures or Results.',
        example: '',
        pattern: '^[A-Za-z0-9]+$',
      },
    ],
    cacheTtlSeconds: 15,
    returns: '{ event, incidents, lineups, statistics }',
    answer: 'matchDetails',
  },
  {
    id: 'transfermarkt-player-search',
    provider: 'transfermarkt',
    path: '/players/search/{name}',
    summary: 'Search players',
    description: 'Players whose name contains the text, most valuable first.',
    parameters: [
      { name: 'name', in: 'path', required: true, description: 'Part of a player name.', example: 'Caruso' },
      PAGE_NUMBER,
    ],
    cacheTtlSeconds: 3600,
    returns:
      '{ query, pageNumber, lastPageNumber, results: [{ id, name, position, club, age, nationalities, marketValue }] }',
    answer: 'playerSearch',
  },
  {
    id: 'transfermarkt-player-profile',
    provider: 'transfermarkt',
    path: '/players/{player_id}/profile',
    summary: 'Player profile',
    description: 'Date and place of birth, position, foot, club and contract, market value, agent.',
    parameters: [PLAYER_ID],
    cacheTtlSeconds: 21600,
    returns: '{ id, name, dateOfBirth, age, height, citizenship, position, foot, club, marketValue, … }',
    answer: 'playerProfile',
  },
  {
    id: 'transfermarkt-player-transfers',
    provider: 'transfermarkt',
    path: '/players/{player_id}/transfers',
    summary: 'Player transfers',
    description: 'Transfer history with dates, clubs and fees, and youth clubs.',
    parameters: [PLAYER_ID],
    cacheTtlSeconds: 21600,
    returns: '{ id, transfers: [{ clubFrom, clubTo, date, season, transferType, marketValue, fee }], youthClubs }',
    answer: 'playerTransfers',
  },
  {
    id: 'transfermarkt-player-market-value',
    provider: 'transfermarkt',
    path: '/players/{player_id}/market_value',
    summary: 'Player market value',
    description: 'Current market value, its history and ranking.',
    parameters: [PLAYER_ID],
    cacheTtlSeconds: 21600,
    returns: '{ id, marketValue, marketValueHistory: [{ date, clubName, marketValue }], ranking }',
    answer: 'playerMarketValue',
  },
  {
    id: 'transfermarkt-club-search',
    provider: 'transfermarkt',
    path: '/clubs/search/{name}',
    summary: 'Search clubs',
    description: 'Clubs whose name contains the text.',
    parameters: [
      { name: 'name', in: 'path', required: true, description: 'Part of a club name.', example: 'Arsenal' },
      PAGE_NUMBER,
    ],
    cacheTtlSeconds: 3600,
    returns: '{ query, pageNumber, lastPageNumber, results: [{ id, name, country, squad, marketValue }] }',
    answer: 'clubSearch',
  },
  {
    id: 'transfermarkt-club-profile',
    provider: 'transfermarkt',
    path: '/clubs/{club_id}/profile',
    summary: 'Club profile',
    description: 'Official name, founding date, colours, stadium, squad, league and values.',
    parameters: [CLUB_ID],
    cacheTtlSeconds: 21600,
    returns: '{ id, name, officialName, foundedOn, stadiumName, squad, league, currentMarketValue, … }',
    answer: 'clubProfile',
  },
  {
    id: 'transfermarkt-club-players',
    provider: 'transfermarkt',
    path: '/clubs/{club_id}/players',
    summary: 'Club squad',
    description: "The club's players with position, age, contract and market value.",
    parameters: [CLUB_ID],
    cacheTtlSeconds: 21600,
    returns: '{ id, players: [{ id, name, position, age, nationality, contract, marketValue, … }] }',
    answer: 'clubPlayers',
  },
  {
    id: 'transfermarkt-competition-search',
    provider: 'transfermarkt',
    path: '/competitions/search/{name}',
    summary: 'Search competitions',
    description: 'Competitions whose name contains the text.',
    parameters: [
      { name: 'name', in: 'path', required: true, description: 'Part of a competition name.', example: 'League' },
      PAGE_NUMBER,
    ],
    cacheTtlSeconds: 3600,
    returns: '{ query, results: [{ id, name, country, clubs, players, totalMarketValue, continent }] }',
    answer: 'competitionSearch',
  },
  {
    id: 'transfermarkt-competition-clubs',
    provider: 'transfermarkt',
    path: '/competitions/{competition_id}/clubs',
    summary: 'Competition clubs',
    description: 'The clubs playing in a competition this season.',
    parameters: [
      {
        name: 'competition_id',
        in: 'path',
        required: true,
        description: 'Competition id: GB1, ES1, L1, IT1 or FR1 in the sample data.',
        example: 'GB1',
        pattern: '^[A-Za-z0-9]+$',
      },
    ],
    cacheTtlSeconds: 21600,
    returns: '{ id, name, seasonId, clubs: [{ id, name }] }',
    answer: 'competitionClubs',
  },
];

/**
 * `/players/{player_id}/profile` → `^/players/(?:[0-9]+)/profile$`: each path parameter as its
 * own pattern says (any one segment when it has none).
 */
function patternOf(endpoint: DataEndpoint): RegExp {
  const source = endpoint.path.split(/(\{\w+\})/).map((part) => {
    const parameter = endpoint.parameters.find(({ name }) => part === `{${name}}`);
    if (!parameter) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return parameter.pattern ? `(?:${parameter.pattern.replace(/^\^|\$$/g, '')})` : '[^/]+';
  });
  return new RegExp(`^${source.join('')}$`);
}

const MATCHERS = DATA_ENDPOINTS.map((endpoint) => ({ endpoint, pattern: patternOf(endpoint) }));

/**
 * The catalog entry a request path (below the provider's mount path, without the query) calls,
 * if any. Parameters match only what their patterns allow, so `/football/live` is not a country
 * (`/football/{country}`); where two could still match, the first listed wins.
 */
export function endpointAt(provider: ProviderName, path: string): DataEndpoint | undefined {
  for (const { endpoint, pattern } of MATCHERS) {
    if (endpoint.provider === provider && pattern.test(path)) return endpoint;
  }
  return undefined;
}
