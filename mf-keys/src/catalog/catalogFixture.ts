// A part of the bff's endpoint catalog, as GraphQL `dataEndpoints` answers it, for tests and
// stories. The real catalog is served by the bff (bff/src/modules/data-proxy/endpoint-catalog.ts).
import type { Endpoint, EndpointParameter } from './endpoints';

const PLANS = ['free', 'pro', 'business'];

/** As Apollo's cache holds them: with their type names. */
type Answered<T> = T & { __typename: string };

const parameter = (fields: Omit<EndpointParameter, 'pattern'> & { pattern?: string }): Answered<EndpointParameter> => ({
  __typename: 'DataEndpointParameter',
  pattern: null,
  ...fields,
});

const endpoint = (fields: Omit<Endpoint, 'plans' | 'isSampleData'>): Answered<Endpoint> => ({ __typename: 'DataEndpoint', plans: PLANS, isSampleData: true, ...fields });

const COUNTRY = parameter({ name: 'country', in: 'path', required: true, description: 'Country slug and id, as in the `path` of GET /football.', example: 'england:198', pattern: '^[a-z0-9-]+:[0-9]+$' });
const TOURNAMENT = parameter({ name: 'tournament', in: 'path', required: true, description: 'Tournament slug and id.', example: 'premier-league:dYlOSQOD', pattern: '^[a-z0-9-]+:[A-Za-z0-9]+$' });
const PAGE_NUMBER = parameter({ name: 'page_number', in: 'query', required: false, description: 'Page of results, from 1.', example: '', pattern: '^[1-9][0-9]*$' });

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
    parameters: [parameter({ name: 'day', in: 'query', required: false, description: 'Offset in days from today, -7 to 7.', example: '0', pattern: '^-?[0-7]$' })],
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
    parameters: [parameter({ name: 'name', in: 'path', required: true, description: 'Part of a player name.', example: 'Caruso' }), PAGE_NUMBER],
    cacheTtlSeconds: 3600,
    returns: '{ query, pageNumber, lastPageNumber, results: [{ id, name, position, club, … }] }',
  }),
  endpoint({
    id: 'transfermarkt-player-profile',
    provider: 'transfermarkt',
    path: '/players/{player_id}/profile',
    summary: 'Player profile',
    description: 'Who a player is: club, position, foot, height, citizenship, agent and market value.',
    parameters: [parameter({ name: 'player_id', in: 'path', required: true, description: 'Player id, as returned by the player search.', example: '934467', pattern: '^[0-9]+$' })],
    cacheTtlSeconds: 21600,
    returns: '{ id, name, club, position, marketValue, … }',
  }),
];
