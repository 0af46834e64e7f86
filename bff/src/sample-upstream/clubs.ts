// The real leagues and clubs the sample world is made of (world.ts; the table itself is
// leagues.json), and the squad template every club's fictional players fill.
import leagues from './leagues.json' with { type: 'json' };

/** Where a player plays: goal, defence, midfield or attack. */
export type Line = 'GK' | 'DF' | 'MF' | 'FW';

type ClubRow = [
  id: string,
  name: string,
  officialName: string,
  shortName: string,
  stadium: string,
  seats: number,
  founded: string,
  colors: string,
  strength: number,
];

interface LeagueRow {
  competition: [id: string, name: string];
  country: [name: string, tmId: string, flashscoreId: number, slug: string];
  tournament: [id: string, slug: string, name: string];
  domesticShare: number;
  clubs: ClubRow[];
}

// The leagues are a data table in leagues.json, one club a row. JSON has arrays where the
// table has fixed-length rows, hence the assertion to the rows' named fields.
export const LEAGUES = leagues as LeagueRow[];

// The squad template: index order is also the lineup order (eleven starters, then the bench),
// so a 4-3-3 with a goalkeeper, a centre-back, a midfielder and a striker in reserve.
// prettier-ignore
export const SQUAD: { position: string; line: Line; shirt: number; other: string[] }[] = [
  { position: 'Goalkeeper', line: 'GK', shirt: 1, other: [] },
  { position: 'Left-Back', line: 'DF', shirt: 3, other: ['Left Midfield'] },
  { position: 'Centre-Back', line: 'DF', shirt: 4, other: [] },
  { position: 'Centre-Back', line: 'DF', shirt: 5, other: ['Defensive Midfield'] },
  { position: 'Right-Back', line: 'DF', shirt: 2, other: ['Right Midfield'] },
  { position: 'Defensive Midfield', line: 'MF', shirt: 6, other: ['Central Midfield'] },
  { position: 'Central Midfield', line: 'MF', shirt: 8, other: ['Defensive Midfield', 'Attacking Midfield'] },
  { position: 'Attacking Midfield', line: 'MF', shirt: 10, other: ['Central Midfield'] },
  { position: 'Left Winger', line: 'FW', shirt: 11, other: ['Right Winger'] },
  { position: 'Centre-Forward', line: 'FW', shirt: 9, other: [] },
  { position: 'Right Winger', line: 'FW', shirt: 7, other: ['Left Winger'] },
  { position: 'Goalkeeper', line: 'GK', shirt: 13, other: [] },
  { position: 'Centre-Back', line: 'DF', shirt: 15, other: ['Right-Back'] },
  { position: 'Central Midfield', line: 'MF', shirt: 14, other: ['Attacking Midfield'] },
  { position: 'Centre-Forward', line: 'FW', shirt: 19, other: ['Left Winger'] },
];

/** How a line's market values compare, a forward's being the highest. */
export const LINE_VALUE: Record<Line, number> = { GK: 0.45, DF: 0.8, MF: 1, FW: 1.2 };
