// The flashscore-style provider: live and daily event lists, country → tournament drill-downs,
// season fixtures, results and standings, and match details. Lists are JSON arrays of events.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LINEUPS_BEFORE_MS, LONGEST_MATCH_MS, playedShare, seasonIndexAt, stateOf, type Calendar } from './season.js';
import type { Club, Incident, League, Match, World } from './sample-model.js';

export interface FlashscoreOptions {
  world: World;
  calendar: Calendar;
  now: () => number;
}

const DAY_MS = 86_400_000;
const nullable = (type: string) => ({ type: [type, 'null'] });

// A response schema lets Fastify serialise the hot lists without JSON.stringify's reflection.
const eventSchema = {
  type: 'object',
  properties: {
    eventId: { type: 'string' },
    startDateTimeUtc: { type: 'string' },
    startTimestamp: { type: 'integer' },
    eventStageId: { type: 'integer' },
    eventStage: { type: 'string' },
    minute: nullable('integer'),
    minuteText: nullable('string'),
    homeId: { type: 'string' },
    homeName: { type: 'string' },
    awayId: { type: 'string' },
    awayName: { type: 'string' },
    homeScore: nullable('integer'),
    awayScore: nullable('integer'),
    round: { type: 'string' },
    season: { type: 'string' },
    tournamentId: { type: 'string' },
    tournamentName: { type: 'string' },
    tournamentSlug: { type: 'string' },
    countryId: { type: 'integer' },
    countryName: { type: 'string' },
    countrySlug: { type: 'string' },
    sport: { type: 'string' },
  },
} as const;
const eventListSchema = { response: { 200: { type: 'array', items: eventSchema } } };

const standingsSchema = {
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          rank: { type: 'integer' },
          teamId: { type: 'string' },
          teamName: { type: 'string' },
          played: { type: 'integer' },
          wins: { type: 'integer' },
          draws: { type: 'integer' },
          losses: { type: 'integer' },
          goalsFor: { type: 'integer' },
          goalsAgainst: { type: 'integer' },
          goalDifference: { type: 'integer' },
          points: { type: 'integer' },
          form: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};

function eventOf(match: Match, nowMs: number) {
  const state = stateOf(match, nowMs);
  return {
    eventId: match.eventId,
    startDateTimeUtc: match.startDateTimeUtc,
    startTimestamp: match.kickoffMs / 1000,
    eventStageId: state.stageId,
    eventStage: state.stage,
    minute: state.minute,
    minuteText: state.minuteText,
    homeId: match.home.flashscoreId,
    homeName: match.home.shortName,
    awayId: match.away.flashscoreId,
    awayName: match.away.shortName,
    homeScore: state.homeScore,
    awayScore: state.awayScore,
    round: `Round ${match.round}`,
    season: match.seasonName,
    ...namesOf(match.league),
    sport: 'football',
  };
}

/** A league's tournament and country, as every answer about it names them. */
function namesOf(league: League) {
  return {
    tournamentId: league.tournamentId,
    tournamentName: league.tournamentName,
    tournamentSlug: league.tournamentSlug,
    countryId: league.countryId,
    countryName: league.countryName,
    countrySlug: league.countrySlug,
  };
}

function notFound(reply: FastifyReply, detail: string) {
  return reply.status(404).send({ detail });
}

/** Splits "england:198" into its slug and id. */
function slugAndId(segment: string): [string, string] | null {
  const at = segment.lastIndexOf(':');
  return at > 0 ? [segment.slice(0, at), segment.slice(at + 1)] : null;
}

export async function flashscoreRoutes(app: FastifyInstance, { world, calendar, now }: FlashscoreOptions) {
  const countries = world.leagues.map((league) => ({
    countryId: league.countryId,
    countryName: league.countryName,
    countrySlug: league.countrySlug,
    path: `/football/${league.countrySlug}:${league.countryId}`,
  }));

  const countryOf = (segment: string): League[] | null => {
    const parts = slugAndId(segment);
    if (!parts) return null;
    const leagues = world.leagues.filter(
      (league) => String(league.countryId) === parts[1] && league.countrySlug === parts[0],
    );
    return leagues.length > 0 ? leagues : null;
  };
  const leagueOf = (countrySegment: string, tournamentSegment: string): League | null => {
    const parts = slugAndId(tournamentSegment);
    return (
      countryOf(countrySegment)?.find(
        (league) => parts && league.tournamentId === parts[1] && league.tournamentSlug === parts[0],
      ) ?? null
    );
  };
  const tournamentOf = (league: League, nowMs: number) => {
    const season = calendar.season(seasonIndexAt(nowMs));
    return {
      ...namesOf(league),
      season: season.name,
      seasonStartUtc: new Date(season.startMs).toISOString(),
      seasonEndUtc: new Date(season.endMs).toISOString(),
      path: `/football/${league.countrySlug}:${league.countryId}/${league.tournamentSlug}:${league.tournamentId}`,
    };
  };
  const seasonMatches = (league: League, nowMs: number) =>
    calendar.season(seasonIndexAt(nowMs)).byLeague[league.index]!;

  type TournamentParams = { Params: { country: string; tournament: string } };

  app.get('/football', async () => countries);

  app.get('/football/live', { schema: eventListSchema }, async () => {
    const nowMs = now();
    return calendar
      .kickingOffBetween(nowMs - LONGEST_MATCH_MS, nowMs + 1)
      .map((match) => eventOf(match, nowMs))
      .filter((event) => event.eventStageId === 2);
  });

  app.get<{ Querystring: { day?: string } }>(
    '/football/today',
    // Digits, not an integer: Fastify's coercion read `day=1e400` as Infinity, which passed
    // minimum and maximum and failed the handler (500).
    {
      schema: {
        ...eventListSchema,
        querystring: { type: 'object', properties: { day: { type: 'string', pattern: '^-?[0-7]$' } } },
      },
    },
    async (request) => {
      const nowMs = now();
      const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS + Number(request.query.day ?? 0) * DAY_MS;
      return calendar.kickingOffBetween(dayStart, dayStart + DAY_MS).map((match) => eventOf(match, nowMs));
    },
  );

  app.get<{ Params: { country: string } }>('/football/:country', async (request, reply) => {
    const leagues = countryOf(request.params.country);
    if (!leagues) return notFound(reply, 'Country not found');
    const nowMs = now();
    return leagues.map((league) => tournamentOf(league, nowMs));
  });

  /** A route about one tournament: 404 unless the country and tournament segments name one. */
  const tournamentRoute = (
    path: string,
    schema: object | undefined,
    answer: (league: League, nowMs: number) => unknown,
  ) =>
    app.get<TournamentParams>(`/football/:country/:tournament${path}`, { schema }, async (request, reply) => {
      const league = leagueOf(request.params.country, request.params.tournament);
      if (!league) return notFound(reply, 'Tournament not found');
      return answer(league, now());
    });

  tournamentRoute('', undefined, (league, nowMs) => ({
    ...tournamentOf(league, nowMs),
    teams: league.clubs.map((club) => ({ teamId: club.flashscoreId, teamName: club.shortName })),
  }));

  tournamentRoute('/fixtures', eventListSchema, (league, nowMs) =>
    seasonMatches(league, nowMs)
      .map((match) => eventOf(match, nowMs))
      .filter((event) => event.eventStageId !== 3),
  );

  tournamentRoute('/results', eventListSchema, (league, nowMs) =>
    seasonMatches(league, nowMs)
      .map((match) => eventOf(match, nowMs))
      .filter((event) => event.eventStageId === 3)
      .reverse(),
  );

  tournamentRoute('/standings', standingsSchema, (league, nowMs) =>
    standingsOf(league.clubs, seasonMatches(league, nowMs), nowMs),
  );

  app.get<{ Params: { eventId: string } }>('/match/:eventId/details', async (request, reply) => {
    const nowMs = now();
    const match = calendar.match(request.params.eventId, nowMs);
    if (!match) return notFound(reply, 'Match not found');
    const event = eventOf(match, nowMs);
    const elapsedMs = nowMs - match.kickoffMs;
    const happened = match.incidents.filter((incident) => incident.atMs <= elapsedMs);
    return {
      event,
      incidents: happened.map(incidentOf),
      lineups: elapsedMs >= -LINEUPS_BEFORE_MS ? { home: lineupOf(match.home), away: lineupOf(match.away) } : null,
      statistics:
        event.eventStageId === 1
          ? []
          : statisticsOf(match, elapsedMs, happened, [event.homeScore ?? 0, event.awayScore ?? 0]),
    };
  });
}

function standingsOf(clubs: Club[], matches: Match[], nowMs: number) {
  const rows = new Map(
    clubs.map((club) => [
      club,
      {
        teamId: club.flashscoreId,
        teamName: club.shortName,
        played: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        form: [] as string[],
      },
    ]),
  );
  for (const match of matches) {
    const state = stateOf(match, nowMs);
    if (state.stageId !== 3) continue;
    for (const [club, scored, conceded] of [
      [match.home, state.homeScore!, state.awayScore!],
      [match.away, state.awayScore!, state.homeScore!],
    ] as const) {
      const row = rows.get(club)!;
      row.played++;
      row.goalsFor += scored;
      row.goalsAgainst += conceded;
      const outcome = scored > conceded ? 'W' : scored < conceded ? 'L' : 'D';
      if (outcome === 'W') row.wins++;
      else if (outcome === 'L') row.losses++;
      else row.draws++;
      row.form.unshift(outcome);
    }
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      goalDifference: row.goalsFor - row.goalsAgainst,
      points: 3 * row.wins + row.draws,
      form: row.form.slice(0, 5),
    }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.teamName.localeCompare(b.teamName),
    )
    .map((row, index) => ({ rank: index + 1, ...row }));
}

function incidentOf(incident: Incident) {
  const base = {
    type: incident.type,
    side: incident.side,
    minute: incident.minute,
    extraMinute: incident.extraMinute,
    minuteText: incident.extraMinute === null ? `${incident.minute}'` : `${incident.minute}+${incident.extraMinute}'`,
  };
  switch (incident.type) {
    case 'goal':
      return {
        ...base,
        playerId: incident.player.flashscoreId,
        playerName: incident.player.shortName,
        assistId: incident.assist?.flashscoreId ?? null,
        assistName: incident.assist?.shortName ?? null,
        penalty: incident.penalty,
        homeScore: incident.homeScore,
        awayScore: incident.awayScore,
      };
    case 'substitution':
      return {
        ...base,
        playerInId: incident.playerIn!.flashscoreId,
        playerInName: incident.playerIn!.shortName,
        playerOutId: incident.player.flashscoreId,
        playerOutName: incident.player.shortName,
      };
    default:
      return { ...base, playerId: incident.player.flashscoreId, playerName: incident.player.shortName };
  }
}

function lineupOf(club: Club) {
  const entry = (player: Club['players'][number]) => ({
    playerId: player.flashscoreId,
    playerName: player.shortName,
    shirtNumber: player.shirtNumber,
    position: player.line,
  });
  return {
    teamId: club.flashscoreId,
    teamName: club.shortName,
    formation: '4-3-3',
    startingLineup: club.players.slice(0, 11).map(entry),
    substitutes: club.players.slice(11).map(entry),
  };
}

/** Totals grow with the share of the match played; shots on goal never fall below goals scored. */
function statisticsOf(match: Match, elapsedMs: number, happened: Incident[], goals: [number, number]) {
  const share = playedShare(match, elapsedMs);
  const { statistics } = match;
  const sofar = (pair: [number, number]) => pair.map((total) => Math.floor(total * share));
  const count = (type: Incident['type']) =>
    (['home', 'away'] as const).map(
      (side) => happened.filter((incident) => incident.type === type && incident.side === side).length,
    );
  const onTarget = sofar(statistics.shotsOnTarget).map((value, i) => Math.max(value, goals[i]!));
  const shots = sofar(statistics.shots).map((value, i) => Math.max(value, onTarget[i]!));
  const rows: [string, number[]][] = [
    ['Ball Possession', statistics.possession],
    ['Goal Attempts', shots],
    ['Shots on Goal', onTarget],
    ['Corner Kicks', sofar(statistics.corners)],
    ['Offsides', sofar(statistics.offsides)],
    ['Fouls', sofar(statistics.fouls)],
    ['Yellow Cards', count('yellowCard')],
    ['Red Cards', count('redCard')],
    ['Total Passes', sofar(statistics.passes)],
  ];
  return rows.map(([name, [home, away]]) => ({ name, home, away }));
}
