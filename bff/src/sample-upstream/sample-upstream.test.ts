import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildSampleUpstream } from './sample-upstream.js';
import { CALENDAR_EPOCH_MS, SEASON_MS, seasonIndexAt } from './season.js';

const MINUTE = 60_000;
const START = Date.UTC(2025, 9, 18, 15, 7);
const SEASON_START = CALENDAR_EPOCH_MS + seasonIndexAt(START) * SEASON_MS;

interface Event {
  eventId: string;
  homeId: string;
  awayId: string;
  homeScore: number | null;
  awayScore: number | null;
  eventStageId: number;
  minute: number | null;
}
interface Standing {
  teamId: string;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}
interface Tournament {
  path: string;
}

let clock = START;
let app: FastifyInstance;
beforeAll(() => {
  app = buildSampleUpstream({ now: () => clock });
});
afterAll(() => app.close());

async function get<T = unknown>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}

async function tournaments(): Promise<Tournament[]> {
  const countries = await get<{ path: string }[]>('/flashscore/football');
  return (await Promise.all(countries.map((country) => get<Tournament[]>(`/flashscore${country.path}`)))).flat();
}

describe('flashscore live scores', () => {
  it('always has a few matches in progress', async () => {
    for (clock = START; clock < START + 24 * 60 * MINUTE; clock += 7 * MINUTE) {
      const live = await get<Event[]>('/flashscore/football/live');
      expect(live.length).toBeGreaterThanOrEqual(2);
      for (const event of live)
        expect(event).toMatchObject({ eventStageId: 2, homeScore: expect.any(Number), awayScore: expect.any(Number) });
    }
  });

  it('moves scores on as time advances and never lowers a score or goes back a stage', async () => {
    clock = START;
    const watched = (await get<Event[]>('/flashscore/football/live')).map((event) => event.eventId);
    const last = new Map<string, Event>();
    let changes = 0;
    for (clock = START; clock <= START + 150 * MINUTE; clock += 3 * MINUTE) {
      for (const eventId of watched) {
        const { event } = await get<{ event: Event }>(`/flashscore/match/${eventId}/details`);
        const before = last.get(eventId);
        if (before) {
          expect(event.homeScore!).toBeGreaterThanOrEqual(before.homeScore!);
          expect(event.awayScore!).toBeGreaterThanOrEqual(before.awayScore!);
          expect(event.eventStageId).toBeGreaterThanOrEqual(before.eventStageId);
          if (
            event.homeScore !== before.homeScore ||
            event.awayScore !== before.awayScore ||
            event.minute !== before.minute
          )
            changes++;
        }
        last.set(eventId, event);
      }
    }
    expect(changes).toBeGreaterThan(0);
    // Two and a half hours on, every match that was live has finished.
    for (const event of last.values()) expect(event.eventStageId).toBe(3);
  });

  it('shows in the timeline exactly the goals the score counts', async () => {
    clock = START;
    for (const live of await get<Event[]>('/flashscore/football/live')) {
      const details = await get<{ event: Event; incidents: { type: string; side: string }[] }>(
        `/flashscore/match/${live.eventId}/details`,
      );
      const goals = details.incidents.filter((incident) => incident.type === 'goal');
      expect(goals.filter((goal) => goal.side === 'home')).toHaveLength(details.event.homeScore!);
      expect(goals.filter((goal) => goal.side === 'away')).toHaveLength(details.event.awayScore!);
    }
  });

  it("lists live matches among today's", async () => {
    clock = START;
    const today = await get<Event[]>('/flashscore/football/today');
    const live = await get<Event[]>('/flashscore/football/live');
    expect(today.map((event) => event.eventId)).toEqual(expect.arrayContaining(live.map((event) => event.eventId)));
  });
});

describe('flashscore seasons', () => {
  it('gives standings where points are 3 × wins + draws and agree with the results', async () => {
    clock = SEASON_START + 6 * 24 * 60 * MINUTE;
    for (const tournament of await tournaments()) {
      const standings = await get<Standing[]>(`/flashscore${tournament.path}/standings`);
      const results = await get<Event[]>(`/flashscore${tournament.path}/results`);
      expect(results.length).toBeGreaterThan(0);

      const expected = new Map<string, Omit<Standing, 'teamId' | 'points'>>();
      const tally = (teamId: string, scored: number, conceded: number) => {
        const row = expected.get(teamId) ?? { played: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 };
        row.played++;
        row.goalsFor += scored;
        row.goalsAgainst += conceded;
        if (scored > conceded) row.wins++;
        else if (scored < conceded) row.losses++;
        else row.draws++;
        expected.set(teamId, row);
      };
      for (const result of results) {
        expect(result.eventStageId).toBe(3);
        tally(result.homeId, result.homeScore!, result.awayScore!);
        tally(result.awayId, result.awayScore!, result.homeScore!);
      }

      expect(standings).toHaveLength(10);
      for (const row of standings) {
        expect(row.points).toBe(3 * row.wins + row.draws);
        expect(row.played).toBe(row.wins + row.draws + row.losses);
        expect(row).toMatchObject(expected.get(row.teamId)!);
      }
      const points = standings.map((row) => row.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
  });

  it('splits a season into results and fixtures: every club plays every other home and away', async () => {
    clock = SEASON_START + 3 * 24 * 60 * MINUTE;
    const [tournament] = await tournaments();
    const results = await get<Event[]>(`/flashscore${tournament!.path}/results`);
    const fixtures = await get<Event[]>(`/flashscore${tournament!.path}/fixtures`);
    const all = [...results, ...fixtures];
    expect(all).toHaveLength(90);
    expect(new Set(all.map((event) => `${event.homeId}-${event.awayId}`)).size).toBe(90);
    expect(fixtures.every((event) => event.eventStageId !== 3)).toBe(true);
  });

  it('drills down from a country to its tournament', async () => {
    clock = START;
    expect(await get('/flashscore/football/england:198')).toEqual([
      expect.objectContaining({
        tournamentName: 'Premier League',
        countryName: 'England',
        path: expect.stringMatching(/^\/football\/england:198\/premier-league:/),
      }),
    ]);
  });

  it('gives line-ups and statistics in match details once a match has started', async () => {
    clock = START;
    const [live] = await get<Event[]>('/flashscore/football/live');
    const details = await get<{ lineups: { home: { startingLineup: unknown[] } }; statistics: { name: string }[] }>(
      `/flashscore/match/${live!.eventId}/details`,
    );
    expect(details.lineups.home.startingLineup).toHaveLength(11);
    expect(details.statistics.map((row) => row.name)).toContain('Ball Possession');
  });
});

describe('transfermarkt players', () => {
  const someClub = '418';

  it('gives the same player for the same id, in this and in a freshly built upstream', async () => {
    clock = START;
    const { players } = await get<{ players: { id: string }[] }>(`/transfermarkt/clubs/${someClub}/players`);
    const id = players[3]!.id;
    expect(id).toMatch(/^\d+$/);
    const first = await get(`/transfermarkt/players/${id}/profile`);
    expect(await get(`/transfermarkt/players/${id}/profile`)).toEqual(first);

    const other = buildSampleUpstream({ now: () => clock });
    try {
      const again = await other.inject({ method: 'GET', url: `/transfermarkt/players/${id}/profile` });
      expect(again.json()).toEqual(first);
    } finally {
      await other.close();
    }
  });

  it('finds a player by part of the name, whatever its case', async () => {
    clock = START;
    const { players } = await get<{ players: { id: string; name: string }[] }>(
      `/transfermarkt/clubs/${someClub}/players`,
    );
    const player = players[7]!;
    const query = player.name.slice(1, -1).toUpperCase();
    const found: string[] = [];
    for (let page = 1, last = 1; page <= last; page++) {
      const answer = await get<{ lastPageNumber: number; results: { id: string }[] }>(
        `/transfermarkt/players/search/${encodeURIComponent(query)}?page_number=${page}`,
      );
      last = answer.lastPageNumber;
      found.push(...answer.results.map((result) => result.id));
    }
    expect(found).toContain(player.id);
  });

  it('keeps a transfer history that ends at the current club', async () => {
    clock = START;
    const { players } = await get<{ players: { id: string }[] }>(`/transfermarkt/clubs/${someClub}/players`);
    for (const { id } of players) {
      const { transfers } = await get<{ transfers: { clubTo: { id: string }; date: string }[] }>(
        `/transfermarkt/players/${id}/transfers`,
      );
      if (transfers.length > 0) expect(transfers[0]!.clubTo.id).toBe(someClub);
      const dates = transfers.map((transfer) => transfer.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });
});

describe('sample-data labels', () => {
  it('marks every answer, errors included, as sample data', async () => {
    const urls = [
      '/flashscore/football/live',
      '/transfermarkt/competitions/GB1/clubs',
      '/transfermarkt/players/1/profile',
      '/no/such/path',
      '/flashscore/football?_status=503',
      '/flashscore/football?_redirect=1',
      '/_sample/stats',
    ];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-sample-data']).toBe('true');
      expect(response.headers['x-data-source']).toBe('touchline-sample-upstream');
    }
  });
});

describe('misbehaviour on request', () => {
  it('answers after the requested delay', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/flashscore/football?_delay=300' });
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('answers the requested status with a JSON error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/flashscore/football/live?_status=503' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('takes the same controls from X-Sample-* headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/transfermarkt/clubs/418/profile',
      headers: { 'x-sample-status': '500' },
    });
    expect(response.statusCode).toBe(500);
  });

  it('sends truncated JSON labelled as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/transfermarkt/clubs/418/profile?_badjson=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.length).toBeGreaterThan(0);
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('drops the connection without answering', async () => {
    await expect(app.inject({ method: 'GET', url: '/flashscore/football/live?_reset=1' })).rejects.toThrow();
  });

  it('redirects to a URL outside the upstream', async () => {
    const response = await app.inject({ method: 'GET', url: '/flashscore/football/live?_redirect=1' });
    expect(response.statusCode).toBe(302);
    expect(new URL(response.headers.location as string).hostname).not.toMatch(/^(localhost|127\.)/);
  });

  it('refuses a control it cannot honour', async () => {
    const response = await app.inject({ method: 'GET', url: '/flashscore/football/live?_status=200' });
    expect(response.statusCode).toBe(400);
  });
});

describe('/_sample/stats', () => {
  it('counts upstream calls per path until reset', async () => {
    await app.inject({ method: 'POST', url: '/_sample/reset-stats' });
    await app.inject({ method: 'GET', url: '/flashscore/football/live' });
    await app.inject({ method: 'GET', url: '/flashscore/football/live?_status=502' });
    await app.inject({ method: 'GET', url: '/transfermarkt/clubs/11/profile' });
    const stats = await get<{ total: number; paths: Record<string, number> }>('/_sample/stats');
    expect(stats).toMatchObject({
      total: 3,
      paths: { '/flashscore/football/live': 2, '/transfermarkt/clubs/11/profile': 1 },
    });

    await app.inject({ method: 'POST', url: '/_sample/reset-stats' });
    expect(await get('/_sample/stats')).toMatchObject({ total: 0, paths: {} });
  });

  it('reports health', async () => {
    expect(await get('/_sample/health')).toEqual({ status: 'ok' });
  });
});

describe('upstream key', () => {
  let guarded: FastifyInstance;
  beforeAll(() => {
    guarded = buildSampleUpstream({ now: () => clock, expectedKey: 'upstream-secret' });
  });
  afterAll(() => guarded.close());

  it('answers 401 "Invalid upstream key" without the configured key', async () => {
    const response = await guarded.inject({ method: 'GET', url: '/flashscore/football/live' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid upstream key' });
  });

  it('answers 401 for a wrong key', async () => {
    const response = await guarded.inject({
      method: 'GET',
      url: '/flashscore/football/live',
      headers: { 'x-upstream-key': 'guess' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('serves a request carrying the configured key', async () => {
    const response = await guarded.inject({
      method: 'GET',
      url: '/flashscore/football/live',
      headers: { 'x-upstream-key': 'upstream-secret' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not check the header when no key is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/flashscore/football/live' });
    expect(response.statusCode).toBe(200);
  });
});

describe('numbers in the query', () => {
  it('answers 400, not 500, for a day offset past every bound, such as 1e400', async () => {
    for (const day of ['1e400', 'Infinity', '8', '1.5']) {
      const response = await app.inject({ method: 'GET', url: `/flashscore/football/today?day=${day}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: expect.stringContaining('day') });
    }
    expect((await app.inject({ method: 'GET', url: '/flashscore/football/today?day=-7' })).statusCode).toBe(200);
  });

  it('answers 400 for a page number that is not one, instead of a page named null', async () => {
    for (const page of ['1e400', 'Infinity', '0', '9999999999']) {
      const response = await app.inject({ method: 'GET', url: `/transfermarkt/players/search/a?page_number=${page}` });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/transfermarkt/players/search/a?page_number=2' })).json(),
    ).toMatchObject({ pageNumber: 2 });
  });
});

describe('not found', () => {
  it.each([
    ['/transfermarkt/players/1/profile', 'Player not found'],
    ['/transfermarkt/players/1/transfers', 'Player not found'],
    ['/transfermarkt/clubs/999999/profile', 'Club not found'],
    ['/transfermarkt/competitions/XX9/clubs', 'Competition not found'],
    ['/flashscore/match/AAAAAAAA/details', 'Match not found'],
    ['/flashscore/football/narnia:1', 'Country not found'],
    ['/flashscore/football/england:198/premier-league:nope/standings', 'Tournament not found'],
    ['/flashscore/no-such-thing', 'Not Found'],
  ])('answers 404 for %s', async (url, detail) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail });
  });
});
