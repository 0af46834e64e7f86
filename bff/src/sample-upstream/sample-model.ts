// The shapes of the sample world (world.ts builds it once) and of its seasons' matches
// (season.ts plays them), which both providers' routes describe.
import type { Line } from './clubs.js';

export interface League {
  index: number;
  /** transfermarkt competition id, such as "GB1". */
  competitionId: string;
  competitionName: string;
  countryName: string;
  /** transfermarkt country id. */
  tmCountryId: string;
  /** flashscore country id and slug: /football/england:198 */
  countryId: number;
  countrySlug: string;
  tournamentId: string;
  tournamentSlug: string;
  tournamentName: string;
  clubs: Club[];
}

export interface Club {
  id: string;
  name: string;
  officialName: string;
  /** The shorter name flashscore shows ("Manchester Utd"). */
  shortName: string;
  slug: string;
  flashscoreId: string;
  league: League;
  /** 0..1; drives player values and match outcomes. */
  strength: number;
  stadiumName: string;
  stadiumSeats: number;
  foundedOn: string;
  colors: string[];
  players: Player[];
}

export interface Transfer {
  id: string;
  from: Club;
  to: Club;
  date: string;
  season: string;
  type: 'transfer' | 'freeTransfer' | 'loan';
  marketValue: number;
  fee: number;
}

export interface MarketValuePoint {
  date: string;
  age: number;
  club: Club;
  marketValue: number;
}

export interface Player {
  id: string;
  name: string;
  slug: string;
  /** "Rossi M.", as flashscore lists players. */
  shortName: string;
  flashscoreId: string;
  position: string;
  otherPositions: string[];
  line: Line;
  shirtNumber: number;
  dateOfBirth: string;
  placeOfBirth: { city: string; country: string };
  citizenship: string[];
  height: number;
  foot: 'right' | 'left' | 'both';
  club: Club;
  joinedOn: string;
  signedFrom: Club | null;
  contractExpires: string;
  marketValue: number;
  isNationalTeamPlayer: boolean;
  agent: string | null;
  outfitter: string | null;
  youthClubs: string[];
  transfers: Transfer[];
  marketValueHistory: MarketValuePoint[];
  ranking: Record<string, number>;
  /** Lower-cased, accent-free name for search. */
  searchName: string;
}

export interface World {
  /** The date the data is "as of": the last market value update (1 January or 1 July). */
  asOf: string;
  /** The season the squads belong to, as transfermarkt names it ("2025"). */
  seasonId: string;
  leagues: League[];
  clubsById: Map<string, Club>;
  playersById: Map<string, Player>;
  players: Player[];
}

export type Side = 'home' | 'away';

export interface Incident {
  /** Time after kick-off, half-time included. */
  atMs: number;
  minute: number;
  extraMinute: number | null;
  type: 'goal' | 'yellowCard' | 'redCard' | 'substitution';
  side: Side;
  player: Player;
  assist: Player | null;
  playerIn: Player | null;
  penalty: boolean;
  homeScore: number;
  awayScore: number;
}

interface MatchStatistics {
  possession: [number, number];
  shots: [number, number];
  shotsOnTarget: [number, number];
  corners: [number, number];
  fouls: [number, number];
  offsides: [number, number];
  passes: [number, number];
}

export interface Match {
  eventId: string;
  /** What the event id encodes: season, league and the match's place in the league's season. */
  number: number;
  season: number;
  seasonName: string;
  league: League;
  round: number;
  home: Club;
  away: Club;
  kickoffMs: number;
  startDateTimeUtc: string;
  /** Stoppage minutes of the first and the second half. */
  stoppage: [number, number];
  durationMs: number;
  incidents: Incident[];
  goals: Incident[];
  statistics: MatchStatistics;
}

export interface Season {
  index: number;
  name: string;
  startMs: number;
  endMs: number;
  /** Per league, in kick-off order. */
  byLeague: Match[][];
  /** All leagues, in kick-off order. */
  matches: Match[];
}

type Stage = 'SCHEDULED' | 'FIRST_HALF' | 'HALF_TIME' | 'SECOND_HALF' | 'FINISHED';

export interface MatchState {
  stageId: 1 | 2 | 3;
  stage: Stage;
  minute: number | null;
  minuteText: string | null;
  homeScore: number | null;
  awayScore: number | null;
  /** Time since kick-off, capped at the end of the match; negative before kick-off. */
  elapsedMs: number;
}

/** Before the calendar's epoch, the first season is simply still to come. */
