// The static sample world both providers describe: five leagues of ten real clubs, each with a
// squad of fifteen fictional players, their careers and market values. Built once per sample
// upstream; nothing here depends on the time of a request.
import { LEAGUES, LINE_VALUE, SQUAD } from './clubs.js';
import { AGENCIES, FOREIGN_WEIGHTS, NATIONALITIES, OUTFITTERS } from './names.js';
import { between, flashscoreIdOf, pick, pickWeighted, randomFor, shuffled, type Random } from './random.js';
import type { Club, League, MarketValuePoint, Player, Transfer, World } from './sample-model.js';

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function searchKeyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole years between a birth date and a moment. */
export function ageAt(dateOfBirth: string, ms: number): number {
  const birth = new Date(`${dateOfBirth}T00:00:00Z`);
  const now = new Date(ms);
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const birthdayPassed =
    now.getUTCMonth() > birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() >= birth.getUTCDate());
  if (!birthdayPassed) age--;
  return age;
}

/** transfermarkt writes seasons as "23/24"; a season starts on 1 July. */
function seasonLabelOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 7 ? year : year - 1;
  const two = (value: number) => String(value % 100).padStart(2, '0');
  return `${two(start)}/${two(start + 1)}`;
}

/** Market values move in the steps transfermarkt uses: 25k below a million, then 100k, then 1m. */
function roundValue(value: number): number {
  const step = value < 1_000_000 ? 25_000 : value < 10_000_000 ? 100_000 : value < 50_000_000 ? 500_000 : 1_000_000;
  return Math.max(step, Math.round(value / step) * step);
}

/** How a player's value depends on age: rising to a peak around 26, falling after 30. */
function ageCurve(age: number): number {
  const base = Math.exp(-((age - 26.5) ** 2) / (2 * 4.2 ** 2));
  return Math.max(0.04, age < 22 ? base * 1.35 : base);
}

interface Stint {
  club: Club;
  from: string;
}

export function buildWorld(nowMs: number): World {
  // The data is "as of" the last 1 January or 1 July, so it stays stable for half a year.
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  const asOf = now.getUTCMonth() >= 6 ? `${year}-07-01` : `${year}-01-01`;
  const asOfMs = Date.parse(`${asOf}T00:00:00Z`);
  const seasonStartYear = now.getUTCMonth() >= 6 ? year : year - 1;

  const leagues: League[] = LEAGUES.map((row, index) => {
    const [competitionId, competitionName] = row.competition;
    const [countryName, tmCountryId, countryId, countrySlug] = row.country;
    const [tournamentId, tournamentSlug, tournamentName] = row.tournament;
    const league: League = {
      index,
      competitionId,
      competitionName,
      countryName,
      tmCountryId,
      countryId,
      countrySlug,
      tournamentId,
      tournamentSlug,
      tournamentName,
      clubs: [],
    };
    league.clubs = row.clubs.map(
      ([id, name, officialName, shortName, stadiumName, stadiumSeats, foundedOn, colors, strength]) => ({
        id,
        name,
        officialName,
        shortName,
        slug: slugOf(name),
        flashscoreId: flashscoreIdOf('team', id),
        league,
        strength,
        stadiumName,
        stadiumSeats,
        foundedOn,
        colors: colors.split(' '),
        players: [],
      }),
    );
    return league;
  });
  const clubs = leagues.flatMap((league) => league.clubs);
  const clubsById = new Map(clubs.map((club) => [club.id, club]));

  const idRandom = randomFor('player-ids');
  const usedIds = new Set<string>();
  const usedNames = new Set<string>();
  const uniqueId = (random: Random, min: number, max: number) => {
    for (;;) {
      const id = String(between(random, min, max));
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };

  const players: Player[] = [];
  for (const league of leagues) {
    const domestic = league.countryName;
    const domesticShare = LEAGUES[league.index]!.domesticShare;
    for (const club of league.clubs) {
      SQUAD.forEach((slot, slotIndex) => {
        const random = randomFor('player', club.id, slotIndex);
        const nationality =
          random() < domesticShare
            ? domestic
            : pickWeighted(random, Object.keys(FOREIGN_WEIGHTS), (country) => FOREIGN_WEIGHTS[country]!);
        const pool = NATIONALITIES[nationality]!;
        let name = '';
        do name = `${pick(random, pool.firstNames)} ${pick(random, pool.lastNames)}`;
        while (usedNames.has(name));
        usedNames.add(name);

        const age = slot.line === 'GK' ? between(random, 19, 36) : between(random, 18, 33);
        const birthMs = asOfMs - age * YEAR_MS - between(random, 1, 364) * DAY_MS;
        const dateOfBirth = isoDate(birthMs);
        const talent = Math.exp((random() + random() + random() - 1.5) * 0.9);
        const peakValue = 70_000_000 * club.strength ** 4 * LINE_VALUE[slot.line] * talent;
        const valueAt = (ms: number, noise: number) =>
          roundValue(peakValue * ageCurve((ms - birthMs) / YEAR_MS) * noise);
        const marketValue = valueAt(asOfMs, 1);

        const citizenship = [nationality];
        if (random() < 0.12)
          citizenship.push(
            pick(
              random,
              Object.keys(NATIONALITIES).filter((country) => country !== nationality),
            ),
          );
        const footRoll = random();
        const leftSided = slot.position.startsWith('Left');
        const foot = footRoll < (leftSided ? 0.7 : 0.22) ? 'left' : footRoll > 0.95 ? 'both' : 'right';
        const height =
          slot.line === 'GK'
            ? between(random, 185, 198)
            : slot.position === 'Centre-Back'
              ? between(random, 182, 195)
              : between(random, 168, 188);

        const stints = careerOf(random, club, clubs, birthMs, seasonStartYear);
        const transfers: Transfer[] = [];
        for (let i = 1; i < stints.length; i++) {
          const previous = stints[i - 1]!;
          const next = stints[i]!;
          const moveMs = Date.parse(`${next.from}T00:00:00Z`);
          const value = valueAt(moveMs, 0.85 + random() * 0.3);
          const isLast = i === stints.length - 1;
          const typeRoll = random();
          const type: Transfer['type'] =
            !isLast && typeRoll < 0.18 && (moveMs - birthMs) / YEAR_MS < 24
              ? 'loan'
              : typeRoll > 0.88
                ? 'freeTransfer'
                : 'transfer';
          transfers.push({
            id: String(between(random, 1_000_000, 4_999_999)),
            from: previous.club,
            to: next.club,
            date: next.from,
            season: seasonLabelOf(next.from),
            type,
            marketValue: value,
            fee: type === 'transfer' ? roundValue(value * (0.7 + random() * 0.9)) : 0,
          });
        }
        const last = stints[stints.length - 1]!;

        const marketValueHistory: MarketValuePoint[] = [];
        const clubOn = (date: string) => [...stints].reverse().find((stint) => stint.from <= date)!.club;
        for (let y = Number(stints[0]!.from.slice(0, 4)); y <= year; y++) {
          for (const date of [`${y}-03-15`, `${y}-09-15`]) {
            const ms = Date.parse(`${date}T00:00:00Z`);
            if (ms >= asOfMs || date < stints[0]!.from) continue;
            marketValueHistory.push({
              date,
              age: Math.floor((ms - birthMs) / YEAR_MS),
              club: clubOn(date),
              marketValue: valueAt(ms, 0.85 + random() * 0.3),
            });
          }
        }
        // The latest point is the current value, as on transfermarkt.
        marketValueHistory.push({ date: asOf, age: Math.floor((asOfMs - birthMs) / YEAR_MS), club, marketValue });

        const [first, ...rest] = name.split(' ');
        const player: Player = {
          id: uniqueId(idRandom, 100_000, 999_999),
          name,
          slug: slugOf(name),
          shortName: `${rest.join(' ')} ${first![0]}.`,
          flashscoreId: '',
          position: slot.position,
          otherPositions: slot.other,
          line: slot.line,
          shirtNumber: slot.shirt,
          dateOfBirth,
          placeOfBirth: { city: pick(random, pool.cities), country: nationality },
          citizenship,
          height,
          foot,
          club,
          joinedOn: last.from,
          signedFrom: transfers.length > 0 ? transfers[transfers.length - 1]!.from : null,
          contractExpires: `${seasonStartYear + between(random, 1, 5)}-06-30`,
          marketValue,
          isNationalTeamPlayer: marketValue > 15_000_000 && random() < 0.6,
          agent: random() < 0.85 ? pick(random, AGENCIES) : null,
          outfitter: marketValue > 5_000_000 ? pick(random, OUTFITTERS) : null,
          youthClubs: [
            `${stints[0]!.club.name} (${new Date(birthMs).getUTCFullYear() + 12}-${stints[0]!.from.slice(0, 4)})`,
          ],
          transfers,
          marketValueHistory,
          ranking: {},
          searchName: searchKeyOf(name),
        };
        player.flashscoreId = flashscoreIdOf('player', player.id);
        club.players.push(player);
        players.push(player);
      });
    }
  }

  rank(players, () => 'Worldwide');
  rank(players, (player) => player.club.league.competitionName);
  rank(players, (player) => player.citizenship[0]!);

  return {
    asOf,
    seasonId: String(seasonStartYear),
    leagues,
    clubsById,
    playersById: new Map(players.map((player) => [player.id, player])),
    players,
  };
}

/**
 * The clubs a player has been with, oldest first; the last is their current club. Moves happen
 * on 1 July, or in the January window, of distinct seasons since the player turned eighteen.
 */
function careerOf(random: Random, current: Club, clubs: Club[], birthMs: number, seasonStartYear: number): Stint[] {
  const debutYear = Math.min(new Date(birthMs).getUTCFullYear() + 18, seasonStartYear);
  const years: number[] = [];
  for (let y = debutYear + 1; y <= seasonStartYear; y++) years.push(y);
  const wanted = Math.min(
    years.length,
    pickWeighted(random, [0, 1, 2, 3, 4], (moves) => [0.15, 0.35, 0.28, 0.15, 0.07][moves]!),
  );
  const moveYears = shuffled(random, years)
    .slice(0, wanted)
    .sort((a, b) => a - b);

  // Earlier clubs are usually weaker ones, often from the same league.
  const others = clubs.filter((club) => club !== current);
  const previousClub = (exclude: Club) =>
    pickWeighted(
      random,
      others.filter((club) => club !== exclude),
      (club) => (club.league === current.league ? 3 : 1) * (club.strength <= current.strength + 0.05 ? 2 : 0.5),
    );

  const stints: Stint[] = [{ club: wanted === 0 ? current : previousClub(current), from: `${debutYear}-07-01` }];
  moveYears.forEach((y, index) => {
    const isLast = index === moveYears.length - 1;
    const club = isLast ? current : previousClub(stints[stints.length - 1]!.club);
    const winter = !isLast && y < seasonStartYear && random() < 0.2;
    stints.push({ club, from: winter ? `${y + 1}-01-15` : `${y}-07-01` });
  });
  return stints;
}

function rank(players: Player[], groupOf: (player: Player) => string): void {
  const groups = new Map<string, Player[]>();
  for (const player of players) {
    const key = groupOf(player);
    groups.set(key, [...(groups.get(key) ?? []), player]);
  }
  for (const [key, group] of groups) {
    group.sort((a, b) => b.marketValue - a.marketValue || a.name.localeCompare(b.name));
    group.forEach((player, index) => (player.ranking[key] = index + 1));
  }
}
