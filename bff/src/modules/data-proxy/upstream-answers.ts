// The shapes of the upstream providers' successful answers, one schema per kind of answer. The
// catalog names the shape each endpoint returns; the API docs, and through them the generated
// SDK and the MCP server's tool results, are typed from here. The proxy forwards answers as the
// upstream sent them and never checks them against these: they describe, they do not filter.
// Objects stay open (an upstream may add fields), so a client must ignore what it does not know.
// `upstream-answers.test.ts` checks every catalog endpoint's sample answer against its shape.
import { Type, type TSchema } from 'typebox';

/** Each answer's name in the API docs' components: `playerProfile` becomes `PlayerProfile`. */
export const componentNameOf = (answer: UpstreamAnswerName): string => answer.charAt(0).toUpperCase() + answer.slice(1);

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const IdAndName = Type.Object({ id: Type.String(), name: Type.String() });

// flashscore

/** Where a match or a tournament belongs: the same six fields in events and tournaments. */
const tournamentAndCountryFields = {
  tournamentId: Type.String(),
  tournamentName: Type.String(),
  tournamentSlug: Type.String(),
  countryId: Type.Integer(),
  countryName: Type.String(),
  countrySlug: Type.String(),
};

const MatchEvent = Type.Object(
  {
    eventId: Type.String(),
    startDateTimeUtc: Type.String({ format: 'date-time' }),
    startTimestamp: Type.Integer({ description: 'Seconds since the Unix epoch.' }),
    eventStageId: Type.Integer({ description: '1 scheduled, 2 live, 3 finished.' }),
    eventStage: Type.String(),
    minute: Nullable(Type.Integer()),
    minuteText: Nullable(Type.String()),
    homeId: Type.String(),
    homeName: Type.String(),
    awayId: Type.String(),
    awayName: Type.String(),
    homeScore: Nullable(Type.Integer()),
    awayScore: Nullable(Type.Integer()),
    round: Type.String(),
    season: Type.String(),
    ...tournamentAndCountryFields,
    sport: Type.String(),
  },
  { title: 'MatchEvent' },
);

const Country = Type.Object({
  countryId: Type.Integer(),
  countryName: Type.String(),
  countrySlug: Type.String(),
  path: Type.String(),
});

const tournamentFields = {
  ...tournamentAndCountryFields,
  season: Type.String(),
  seasonStartUtc: Type.String({ format: 'date-time' }),
  seasonEndUtc: Type.String({ format: 'date-time' }),
  path: Type.String(),
};

const TournamentSummary = Type.Object(tournamentFields);

const Tournament = Type.Object({
  ...tournamentFields,
  teams: Type.Array(Type.Object({ teamId: Type.String(), teamName: Type.String() })),
});

const StandingRow = Type.Object({
  rank: Type.Integer(),
  teamId: Type.String(),
  teamName: Type.String(),
  played: Type.Integer(),
  wins: Type.Integer(),
  draws: Type.Integer(),
  losses: Type.Integer(),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
  goalDifference: Type.Integer(),
  points: Type.Integer(),
  form: Type.Array(Type.String(), { description: 'Latest results first: W, D or L.' }),
});

const LineupPlayer = Type.Object({
  playerId: Type.String(),
  playerName: Type.String(),
  shirtNumber: Type.Union([Type.String(), Type.Integer()]),
  position: Type.String(),
});

const TeamLineup = Type.Object({
  teamId: Type.String(),
  teamName: Type.String(),
  formation: Type.String(),
  startingLineup: Type.Array(LineupPlayer),
  substitutes: Type.Array(LineupPlayer),
});

const MatchDetails = Type.Object({
  event: MatchEvent,
  incidents: Type.Array(
    Type.Object({
      type: Type.String({ description: 'goal, yellowCard, redCard or substitution.' }),
      side: Type.String({ description: 'home or away.' }),
      minute: Type.Integer(),
      minuteText: Type.String(),
    }),
  ),
  lineups: Nullable(Type.Object({ home: TeamLineup, away: TeamLineup })),
  statistics: Type.Array(Type.Object({ name: Type.String(), home: Type.Number(), away: Type.Number() })),
});

// transfermarkt (ids are strings; every answer says when it was read)

const searchPage = <T extends TSchema>(result: T) =>
  Type.Object({
    query: Type.String(),
    pageNumber: Type.Integer(),
    lastPageNumber: Type.Integer(),
    results: Type.Array(result),
    updatedAt: Type.String(),
  });

const PlayerSearch = searchPage(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    position: Type.String(),
    club: IdAndName,
    age: Nullable(Type.Integer()),
    nationalities: Type.Array(Type.String()),
    marketValue: Nullable(Type.Integer()),
  }),
);

const PlayerProfile = Type.Object({
  id: Type.String(),
  url: Type.String(),
  name: Type.String(),
  fullName: Type.String(),
  imageUrl: Type.String(),
  dateOfBirth: Type.String({ format: 'date' }),
  placeOfBirth: Type.Object({ city: Type.String(), country: Type.String() }),
  age: Type.Integer(),
  height: Nullable(Type.Integer({ description: 'Centimetres.' })),
  citizenship: Type.Array(Type.String()),
  isRetired: Type.Boolean(),
  position: Type.Object({ main: Type.String(), other: Type.Array(Type.String()) }),
  foot: Type.String(),
  shirtNumber: Type.String(),
  club: Type.Object({
    id: Type.String(),
    name: Type.String(),
    joined: Type.String(),
    contractExpires: Nullable(Type.String()),
  }),
  marketValue: Nullable(Type.Integer({ description: 'Euros.' })),
  updatedAt: Type.String(),
});

const PlayerTransfers = Type.Object({
  id: Type.String(),
  transfers: Type.Array(
    Type.Object({
      id: Type.String(),
      clubFrom: IdAndName,
      clubTo: IdAndName,
      date: Type.String({ format: 'date' }),
      upcoming: Type.Boolean(),
      season: Type.String(),
      transferType: Type.String({ description: 'transfer, loan, endOfLoan or freeTransfer.' }),
      marketValue: Nullable(Type.Integer()),
      fee: Nullable(Type.Integer({ description: 'Euros; 0 for a loan or a free transfer.' })),
    }),
  ),
  youthClubs: Type.Array(Type.String()),
  updatedAt: Type.String(),
});

const PlayerMarketValue = Type.Object({
  id: Type.String(),
  marketValue: Nullable(Type.Integer()),
  marketValueHistory: Type.Array(
    Type.Object({
      age: Type.Integer(),
      date: Type.String({ format: 'date' }),
      clubId: Type.String(),
      clubName: Type.String(),
      marketValue: Type.Integer(),
    }),
  ),
  ranking: Type.Record(Type.String(), Type.Integer(), {
    description: 'Rank by market value, per scope (Worldwide, a league, a country).',
  }),
  updatedAt: Type.String(),
});

const ClubSearch = searchPage(
  Type.Object({
    id: Type.String(),
    url: Type.String(),
    name: Type.String(),
    country: Type.String(),
    squad: Type.Integer(),
    marketValue: Nullable(Type.Integer()),
  }),
);

const ClubProfile = Type.Object({
  id: Type.String(),
  url: Type.String(),
  name: Type.String(),
  officialName: Type.String(),
  image: Type.String(),
  foundedOn: Type.String(),
  colors: Type.Array(Type.String()),
  stadiumName: Type.String(),
  stadiumSeats: Type.Integer(),
  currentTransferRecord: Type.Integer(),
  currentMarketValue: Nullable(Type.Integer()),
  squad: Type.Object({
    size: Type.Integer(),
    averageAge: Type.Number(),
    foreigners: Type.Integer(),
    nationalTeamPlayers: Type.Integer(),
  }),
  league: Type.Object({
    id: Type.String(),
    name: Type.String(),
    countryId: Type.String(),
    countryName: Type.String(),
    tier: Type.String(),
  }),
  updatedAt: Type.String(),
});

const ClubPlayers = Type.Object({
  id: Type.String(),
  players: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      position: Type.String(),
      dateOfBirth: Type.String({ format: 'date' }),
      age: Type.Integer(),
      nationality: Type.Array(Type.String()),
      height: Nullable(Type.Integer()),
      foot: Type.String(),
      joinedOn: Type.String(),
      signedFrom: Nullable(Type.String()),
      contract: Nullable(Type.String()),
      marketValue: Nullable(Type.Integer()),
      status: Type.String(),
    }),
  ),
  updatedAt: Type.String(),
});

const CompetitionSearch = searchPage(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    country: Type.String(),
    clubs: Type.Integer(),
    players: Type.Integer(),
    totalMarketValue: Nullable(Type.Integer()),
    meanMarketValue: Nullable(Type.Integer()),
    continent: Type.String(),
  }),
);

const CompetitionClubs = Type.Object({
  id: Type.String(),
  name: Type.String(),
  seasonId: Type.String(),
  clubs: Type.Array(IdAndName),
  updatedAt: Type.String(),
});

/** Each kind of answer a data endpoint gives, by the name the catalog uses. */
export const UPSTREAM_ANSWERS = {
  events: Type.Array(MatchEvent),
  countries: Type.Array(Country),
  tournaments: Type.Array(TournamentSummary),
  tournament: Tournament,
  standings: Type.Array(StandingRow),
  matchDetails: MatchDetails,
  playerSearch: PlayerSearch,
  playerProfile: PlayerProfile,
  playerTransfers: PlayerTransfers,
  playerMarketValue: PlayerMarketValue,
  clubSearch: ClubSearch,
  clubProfile: ClubProfile,
  clubPlayers: ClubPlayers,
  competitionSearch: CompetitionSearch,
  competitionClubs: CompetitionClubs,
} as const;

export type UpstreamAnswerName = keyof typeof UPSTREAM_ANSWERS;
