// The sample calendar and its matches. The calendar is compressed so that there is always
// football on: every league plays a round every 12 hours, its five matches kicking off on a
// 30-minute grid interleaved with the other leagues', so about four matches are live at any
// moment. A double round robin (18 rounds) therefore fills 9 days; then the next season starts.
//
// A match is fully decided when its season is built (line-ups, goals, cards, substitutions,
// statistics, each at a fixed time after kick-off). What the clock changes is only how much of
// it has happened: scores only ever grow, and a finished match stays finished.
import {
  between,
  decodeEventNumber,
  encodeEventNumber,
  pickWeighted,
  poisson,
  randomFor,
  shuffled,
  type Random,
} from './random.js';
import type { Club, Incident, Match, MatchState, Player, Season, Side, World } from './sample-model.js';

export const CALENDAR_EPOCH_MS = Date.UTC(2020, 0, 6);
const MINUTE_MS = 60_000;
const ROUND_MS = 12 * 60 * MINUTE_MS;
const ROUNDS = 18;
export const SEASON_MS = ROUNDS * ROUND_MS;
const SLOT_MS = 30 * MINUTE_MS;
const SLOTS_PER_ROUND = ROUND_MS / SLOT_MS;
const HALF_TIME_MS = 15 * MINUTE_MS;
/** The longest a match can last: two halves with the most stoppage time, plus half-time. */
export const LONGEST_MATCH_MS = (45 + 4 + 45 + 6) * MINUTE_MS + HALF_TIME_MS;
/** Line-ups are announced an hour before kick-off. */
export const LINEUPS_BEFORE_MS = 60 * MINUTE_MS;
const MATCHES_PER_LEAGUE_SLOT = 128;
const LEAGUE_SLOTS = 8;
const STARTERS = 11;

export function seasonIndexAt(ms: number): number {
  return Math.max(0, Math.floor((ms - CALENDAR_EPOCH_MS) / SEASON_MS));
}

/** Seasons are named after the football year they fall in: "2025/2026" from July to June. */
function seasonNameOf(startMs: number): string {
  const start = new Date(startMs);
  const year = start.getUTCMonth() >= 6 ? start.getUTCFullYear() : start.getUTCFullYear() - 1;
  return `${year}/${year + 1}`;
}

export class Calendar {
  private readonly seasons = new Map<number, Season>();

  constructor(private readonly world: World) {}

  season(index: number): Season {
    let season = this.seasons.get(index);
    if (!season) {
      season = buildSeason(this.world, index);
      this.seasons.set(index, season);
      // A handful of seasons is all any clock needs; building one takes a few milliseconds.
      if (this.seasons.size > 4) this.seasons.delete(this.seasons.keys().next().value!);
    }
    return season;
  }

  /** Matches kicking off in [fromMs, toMs), in kick-off order. */
  kickingOffBetween(fromMs: number, toMs: number): Match[] {
    const found: Match[] = [];
    for (let index = seasonIndexAt(fromMs); index <= seasonIndexAt(toMs - 1); index++) {
      const { matches } = this.season(index);
      for (let i = firstAtOrAfter(matches, fromMs); i < matches.length && matches[i]!.kickoffMs < toMs; i++)
        found.push(matches[i]!);
    }
    return found;
  }

  /** The match an event id names, for any season that has started or is next. */
  match(eventId: string, nowMs: number): Match | null {
    const number = decodeEventNumber(eventId);
    if (number === null) return null;
    const leagueIndex = Math.floor(number / MATCHES_PER_LEAGUE_SLOT) % LEAGUE_SLOTS;
    const seasonIndex = Math.floor(number / (MATCHES_PER_LEAGUE_SLOT * LEAGUE_SLOTS));
    if (seasonIndex > seasonIndexAt(nowMs) + 1 || leagueIndex >= this.world.leagues.length) return null;
    return (
      this.season(seasonIndex).byLeague[leagueIndex]!.find(
        (candidate) => candidate.eventId === eventId && candidate.number === number,
      ) ?? null
    );
  }
}

function firstAtOrAfter(matches: Match[], ms: number): number {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (matches[middle]!.kickoffMs < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

function buildSeason(world: World, index: number): Season {
  const startMs = CALENDAR_EPOCH_MS + index * SEASON_MS;
  const name = seasonNameOf(startMs);
  const leagueCount = world.leagues.length;
  const byLeague = world.leagues.map((league) => {
    const order = shuffled(randomFor('season', index, league.index), league.clubs);
    const matches: Match[] = [];
    roundRobin(order).forEach((pairs, round) => {
      pairs.forEach(([home, away], slotInRound) => {
        const matchIndex = matches.length;
        const slot = (slotInRound * leagueCount + league.index) % SLOTS_PER_ROUND;
        const kickoffMs = startMs + round * ROUND_MS + slot * SLOT_MS;
        const number = (index * LEAGUE_SLOTS + league.index) * MATCHES_PER_LEAGUE_SLOT + matchIndex;
        matches.push(
          playMatch(randomFor('match', index, league.index, matchIndex), {
            eventId: encodeEventNumber(number),
            number,
            season: index,
            seasonName: name,
            league,
            round: round + 1,
            home,
            away,
            kickoffMs,
          }),
        );
      });
    });
    return matches.sort((a, b) => a.kickoffMs - b.kickoffMs);
  });
  const matches = byLeague.flat().sort((a, b) => a.kickoffMs - b.kickoffMs || a.league.index - b.league.index);
  return { index, name, startMs, endMs: startMs + SEASON_MS, byLeague, matches };
}

/** The circle method: every club meets every other once per half season, home and away swapped in the second half. */
function roundRobin(clubs: Club[]): [Club, Club][][] {
  const rotating = clubs.slice(1);
  const firstHalf: [Club, Club][][] = [];
  for (let round = 0; round < clubs.length - 1; round++) {
    const line = [clubs[0]!, ...rotating];
    const pairs: [Club, Club][] = [];
    for (let i = 0; i < line.length / 2; i++) {
      const a = line[i]!;
      const b = line[line.length - 1 - i]!;
      pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
    rotating.unshift(rotating.pop()!);
  }
  return [...firstHalf, ...firstHalf.map((pairs) => pairs.map(([a, b]): [Club, Club] => [b, a]))];
}

interface RawIncident {
  atMs: number;
  minute: number;
  extraMinute: number | null;
  type: Incident['type'];
  side: Side;
}

function playMatch(
  random: Random,
  base: Pick<
    Match,
    'eventId' | 'number' | 'season' | 'seasonName' | 'league' | 'round' | 'home' | 'away' | 'kickoffMs'
  >,
): Match {
  const stoppage: [number, number] = [between(random, 1, 4), between(random, 2, 6)];
  const secondHalfStartMs = (45 + stoppage[0]) * MINUTE_MS + HALF_TIME_MS;

  // A moment in the match, drawn uniformly over the given half's minutes, stoppage time included.
  const momentIn = (half: 1 | 2, fromMinute = 1): Omit<RawIncident, 'type' | 'side'> => {
    const length = 45 + stoppage[half - 1]!;
    const minuteOfHalf = between(random, Math.min(fromMinute, length), length);
    const atMs = (half === 1 ? 0 : secondHalfStartMs) + (minuteOfHalf - 1) * MINUTE_MS + between(random, 0, 59) * 1000;
    const offset = half === 1 ? 0 : 45;
    return minuteOfHalf <= 45
      ? { atMs, minute: offset + minuteOfHalf, extraMinute: null }
      : { atMs, minute: offset + 45, extraMinute: minuteOfHalf - 45 };
  };
  const anyMoment = () => momentIn(random() < 0.47 ? 1 : 2);

  const { home, away } = base;
  const edge = home.strength - away.strength;
  const raw: RawIncident[] = [];
  for (const [side, mean] of [
    ['home', 1.45 * Math.exp(2 * edge)],
    ['away', 1.1 * Math.exp(-2 * edge)],
  ] as const) {
    for (let i = Math.min(poisson(random, mean), 7); i > 0; i--) raw.push({ ...anyMoment(), type: 'goal', side });
    for (let i = Math.min(poisson(random, 1.8), 5); i > 0; i--) raw.push({ ...anyMoment(), type: 'yellowCard', side });
    if (random() < 0.06) raw.push({ ...anyMoment(), type: 'redCard', side });
    for (let i = 0; i < 3; i++) raw.push({ ...momentIn(2, 10), type: 'substitution', side });
  }
  raw.sort((a, b) => a.atMs - b.atMs);

  const squads = { home: home.players, away: away.players };
  const onPitch = { home: new Set(home.players.slice(0, STARTERS)), away: new Set(away.players.slice(0, STARTERS)) };
  const bench = {
    home: home.players.slice(STARTERS).filter((p) => p.line !== 'GK'),
    away: away.players.slice(STARTERS).filter((p) => p.line !== 'GK'),
  };
  const booked = new Set<Player>();
  const score = { home: 0, away: 0 };
  const incidents: Incident[] = [];
  for (const event of raw) {
    const players = [...onPitch[event.side]];
    const outfield = players.filter((player) => player.line !== 'GK');
    const incident: Incident = {
      ...event,
      player: outfield[0] ?? squads[event.side][0]!,
      assist: null,
      playerIn: null,
      penalty: false,
      homeScore: score.home,
      awayScore: score.away,
    };
    if (event.type === 'goal') {
      incident.player = pickWeighted(random, outfield, (player) => ({ GK: 0, DF: 1, MF: 3, FW: 6 })[player.line]);
      incident.penalty = random() < 0.1;
      const teammates = outfield.filter((player) => player !== incident.player);
      if (!incident.penalty && random() < 0.75 && teammates.length > 0) {
        incident.assist = pickWeighted(random, teammates, (player) => ({ GK: 0, DF: 2, MF: 4, FW: 3 })[player.line]);
      }
      score[event.side]++;
      incident.homeScore = score.home;
      incident.awayScore = score.away;
    } else if (event.type === 'yellowCard') {
      const candidates = outfield.filter((player) => !booked.has(player));
      if (candidates.length === 0) continue;
      incident.player = pickWeighted(random, candidates, (player) => ({ GK: 0, DF: 3, MF: 3, FW: 1 })[player.line]);
      booked.add(incident.player);
    } else if (event.type === 'redCard') {
      incident.player = pickWeighted(random, outfield, (player) => ({ GK: 0, DF: 3, MF: 2, FW: 1 })[player.line]);
      onPitch[event.side].delete(incident.player);
    } else {
      const coming = bench[event.side].shift();
      if (!coming) continue;
      incident.player = pickWeighted(random, outfield, (player) => ({ GK: 0, DF: 1, MF: 2, FW: 3 })[player.line]);
      incident.playerIn = coming;
      onPitch[event.side].delete(incident.player);
      onPitch[event.side].add(coming);
    }
    incidents.push(incident);
  }

  const goals = incidents.filter((incident) => incident.type === 'goal');
  const possessionHome = Math.max(30, Math.min(70, Math.round(50 + edge * 45 + (random() - 0.5) * 12)));
  const sideStats = (side: Side, possession: number) => {
    const scored = side === 'home' ? score.home : score.away;
    const onTarget = scored + poisson(random, 2.5 + possession / 25);
    return {
      onTarget,
      shots: onTarget + poisson(random, 3 + possession / 10),
      corners: poisson(random, 2 + possession / 16),
      fouls: poisson(random, 11),
      offsides: poisson(random, 1.8),
      passes: Math.round(possession * 9 + between(random, -40, 40)),
    };
  };
  const h = sideStats('home', possessionHome);
  const a = sideStats('away', 100 - possessionHome);

  return {
    ...base,
    startDateTimeUtc: new Date(base.kickoffMs).toISOString(),
    stoppage,
    durationMs: secondHalfStartMs + (45 + stoppage[1]) * MINUTE_MS,
    incidents,
    goals,
    statistics: {
      possession: [possessionHome, 100 - possessionHome],
      shots: [h.shots, a.shots],
      shotsOnTarget: [h.onTarget, a.onTarget],
      corners: [h.corners, a.corners],
      fouls: [h.fouls, a.fouls],
      offsides: [h.offsides, a.offsides],
      passes: [h.passes, a.passes],
    },
  };
}

export function stateOf(match: Match, nowMs: number): MatchState {
  const elapsedMs = nowMs - match.kickoffMs;
  if (elapsedMs < 0)
    return {
      stageId: 1,
      stage: 'SCHEDULED',
      minute: null,
      minuteText: null,
      homeScore: null,
      awayScore: null,
      elapsedMs,
    };
  let homeScore = 0;
  let awayScore = 0;
  for (const goal of match.goals) {
    if (goal.atMs > elapsedMs) break;
    if (goal.side === 'home') homeScore++;
    else awayScore++;
  }
  if (elapsedMs >= match.durationMs) {
    return {
      stageId: 3,
      stage: 'FINISHED',
      minute: 90,
      minuteText: 'FT',
      homeScore,
      awayScore,
      elapsedMs: match.durationMs,
    };
  }
  const firstHalfMs = (45 + match.stoppage[0]) * MINUTE_MS;
  if (elapsedMs < firstHalfMs) {
    const played = Math.floor(elapsedMs / MINUTE_MS) + 1;
    return { stageId: 2, stage: 'FIRST_HALF', ...clock(played, 0), homeScore, awayScore, elapsedMs };
  }
  if (elapsedMs < firstHalfMs + HALF_TIME_MS) {
    return { stageId: 2, stage: 'HALF_TIME', minute: 45, minuteText: 'HT', homeScore, awayScore, elapsedMs };
  }
  const played = Math.floor((elapsedMs - firstHalfMs - HALF_TIME_MS) / MINUTE_MS) + 1;
  return { stageId: 2, stage: 'SECOND_HALF', ...clock(played, 45), homeScore, awayScore, elapsedMs };
}

/** "45+2'" during stoppage time; the numeric minute stays at 45 or 90 meanwhile. */
function clock(minuteOfHalf: number, offset: number): { minute: number; minuteText: string } {
  return minuteOfHalf <= 45
    ? { minute: offset + minuteOfHalf, minuteText: `${offset + minuteOfHalf}'` }
    : { minute: offset + 45, minuteText: `${offset + 45}+${minuteOfHalf - 45}'` };
}

/** The share of playing time (half-time excluded) that has passed, 0 before kick-off, 1 after. */
export function playedShare(match: Match, elapsedMs: number): number {
  const firstHalfMs = (45 + match.stoppage[0]) * MINUTE_MS;
  const played = elapsedMs <= firstHalfMs ? elapsedMs : Math.max(firstHalfMs, elapsedMs - HALF_TIME_MS);
  return Math.max(0, Math.min(1, played / (match.durationMs - HALF_TIME_MS)));
}
