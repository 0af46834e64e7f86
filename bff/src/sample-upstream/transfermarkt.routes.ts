// The transfermarkt-style provider, in the camelCase shapes of the open-source transfermarkt-api
// (players, clubs, competitions; ids are strings). Every answer carries `updatedAt` like the
// real one does. Links and images point at a reserved, never-resolving host: the people are
// fictional, so nothing may send a reader to a real profile page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ageAt, searchKeyOf } from './world.js';
import type { Club, League, Player, World } from './sample-model.js';

export interface TransfermarktOptions {
  world: World;
  now: () => number;
}

const PAGE_SIZE = 10;
const SITE = 'https://transfermarkt.sample.invalid';

type PageQuery = { Querystring: { page_number?: string } };
// Digits, not an integer: Fastify's coercion read `page_number=1e400` as Infinity (a page named
// null in the answer). Nine digits are more pages than any search has.
const pageQuerySchema = {
  querystring: { type: 'object', properties: { page_number: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } },
};

function notFound(reply: FastifyReply, detail: string) {
  return reply.status(404).send({ detail });
}

/** Every query word must occur in the text; names that start with the query come first. */
function search<T>(items: T[], query: string, keyOf: (item: T) => string, valueOf: (item: T) => number): T[] {
  const wanted = searchKeyOf(query);
  const words = wanted.split(' ').filter(Boolean);
  const startsWith = (key: string) => key.startsWith(wanted) || key.includes(` ${wanted}`);
  return items
    .filter((item) => words.length > 0 && words.every((word) => keyOf(item).includes(word)))
    .sort((a, b) => Number(startsWith(keyOf(b))) - Number(startsWith(keyOf(a))) || valueOf(b) - valueOf(a));
}

function page<T, R>(query: string, found: T[], pageNumber: number, shape: (item: T) => R) {
  return {
    query,
    pageNumber,
    lastPageNumber: Math.max(1, Math.ceil(found.length / PAGE_SIZE)),
    results: found.slice((pageNumber - 1) * PAGE_SIZE, pageNumber * PAGE_SIZE).map(shape),
  };
}

const euros = (value: number) =>
  value >= 1_000_000 ? `€${(value / 1_000_000).toFixed(2)}m` : `€${Math.round(value / 1000)}k`;

export async function transfermarktRoutes(app: FastifyInstance, { world, now }: TransfermarktOptions) {
  const clubs = world.leagues.flatMap((league) => league.clubs);
  const clubRef = (club: Club) => ({ id: club.id, name: club.name });
  const leagueValue = (league: League) => league.clubs.reduce((sum, club) => sum + clubValue(club), 0);
  const updatedAt = () => new Date(now()).toISOString();

  // This season's fees received minus fees paid, as transfermarkt's "current transfer record".
  const seasonLabel = `${world.seasonId.slice(2)}/${String(Number(world.seasonId) + 1).slice(2)}`;
  const transferRecords = new Map<Club, number>();
  for (const transfer of world.players.flatMap((player) => player.transfers)) {
    if (transfer.season !== seasonLabel) continue;
    transferRecords.set(transfer.from, (transferRecords.get(transfer.from) ?? 0) + transfer.fee);
    transferRecords.set(transfer.to, (transferRecords.get(transfer.to) ?? 0) - transfer.fee);
  }

  type PlayerParams = { Params: { player_id: string } };
  type ClubParams = { Params: { club_id: string } };

  app.get<{ Params: { name: string } } & PageQuery>(
    '/players/search/:name',
    { schema: pageQuerySchema },
    async (request) => {
      const nowMs = now();
      const found = search(
        world.players,
        request.params.name,
        (player) => player.searchName,
        (player) => player.marketValue,
      );
      return {
        ...page(request.params.name, found, Number(request.query.page_number ?? 1), (player) => ({
          id: player.id,
          name: player.name,
          position: player.position,
          club: clubRef(player.club),
          age: ageAt(player.dateOfBirth, nowMs),
          nationalities: player.citizenship,
          marketValue: player.marketValue,
        })),
        updatedAt: updatedAt(),
      };
    },
  );

  app.get<PlayerParams>('/players/:player_id/profile', async (request, reply) => {
    const player = world.playersById.get(request.params.player_id);
    if (!player) return notFound(reply, 'Player not found');
    const nowMs = now();
    const age = ageAt(player.dateOfBirth, nowMs);
    const born = new Date(`${player.dateOfBirth}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      id: player.id,
      url: `${SITE}/${player.slug}/profil/spieler/${player.id}`,
      name: player.name,
      description: `${player.name}, ${age}, from ${player.citizenship[0]} ➤ ${player.club.name}, since ${player.joinedOn.slice(0, 4)} ➤ ${player.position} ➤ Market value: ${euros(player.marketValue)} ➤ * ${born} in ${player.placeOfBirth.city}, ${player.placeOfBirth.country}`,
      fullName: player.name,
      imageUrl: `${SITE}/images/portrait/${player.id}.jpg`,
      dateOfBirth: player.dateOfBirth,
      placeOfBirth: player.placeOfBirth,
      age,
      height: player.height,
      citizenship: player.citizenship,
      isRetired: false,
      position: { main: player.position, other: player.otherPositions },
      foot: player.foot,
      shirtNumber: `#${player.shirtNumber}`,
      club: {
        id: player.club.id,
        name: player.club.name,
        joined: player.joinedOn,
        contractExpires: player.contractExpires,
      },
      marketValue: player.marketValue,
      agent: player.agent ? { name: player.agent, url: null } : null,
      outfitter: player.outfitter,
      updatedAt: updatedAt(),
    };
  });

  app.get<PlayerParams>('/players/:player_id/transfers', async (request, reply) => {
    const player = world.playersById.get(request.params.player_id);
    if (!player) return notFound(reply, 'Player not found');
    return {
      id: player.id,
      // Newest first, as transfermarkt lists them.
      transfers: [...player.transfers].reverse().map((transfer) => ({
        id: transfer.id,
        clubFrom: clubRef(transfer.from),
        clubTo: clubRef(transfer.to),
        date: transfer.date,
        upcoming: false,
        season: transfer.season,
        transferType: transfer.type,
        marketValue: transfer.marketValue,
        fee: transfer.fee,
      })),
      youthClubs: player.youthClubs,
      updatedAt: updatedAt(),
    };
  });

  app.get<PlayerParams>('/players/:player_id/market_value', async (request, reply) => {
    const player = world.playersById.get(request.params.player_id);
    if (!player) return notFound(reply, 'Player not found');
    return {
      id: player.id,
      marketValue: player.marketValue,
      marketValueHistory: player.marketValueHistory.map((point) => ({
        age: point.age,
        date: point.date,
        clubId: point.club.id,
        clubName: point.club.name,
        marketValue: point.marketValue,
      })),
      ranking: player.ranking,
      updatedAt: updatedAt(),
    };
  });

  app.get<{ Params: { name: string } } & PageQuery>(
    '/clubs/search/:name',
    { schema: pageQuerySchema },
    async (request) => {
      const found = search(
        clubs,
        request.params.name,
        (club) => searchKeyOf(`${club.name} ${club.officialName}`),
        clubValue,
      );
      return {
        ...page(request.params.name, found, Number(request.query.page_number ?? 1), (club) => ({
          id: club.id,
          url: `${SITE}/${club.slug}/startseite/verein/${club.id}`,
          name: club.name,
          country: club.league.countryName,
          squad: club.players.length,
          marketValue: clubValue(club),
        })),
        updatedAt: updatedAt(),
      };
    },
  );

  app.get<ClubParams>('/clubs/:club_id/profile', async (request, reply) => {
    const club = world.clubsById.get(request.params.club_id);
    if (!club) return notFound(reply, 'Club not found');
    const nowMs = now();
    const ages = club.players.map((player) => ageAt(player.dateOfBirth, nowMs));
    return {
      id: club.id,
      url: `${SITE}/${club.slug}/startseite/verein/${club.id}`,
      name: club.name,
      officialName: club.officialName,
      image: `${SITE}/images/wappen/big/${club.id}.png`,
      foundedOn: club.foundedOn,
      colors: club.colors,
      stadiumName: club.stadiumName,
      stadiumSeats: club.stadiumSeats,
      currentTransferRecord: transferRecords.get(club) ?? 0,
      currentMarketValue: clubValue(club),
      squad: {
        size: club.players.length,
        averageAge: Math.round((ages.reduce((sum, age) => sum + age, 0) / ages.length) * 10) / 10,
        foreigners: club.players.filter((player) => player.citizenship[0] !== club.league.countryName).length,
        nationalTeamPlayers: club.players.filter((player) => player.isNationalTeamPlayer).length,
      },
      league: {
        id: club.league.competitionId,
        name: club.league.competitionName,
        countryId: club.league.tmCountryId,
        countryName: club.league.countryName,
        tier: 'First Tier',
      },
      updatedAt: updatedAt(),
    };
  });

  app.get<ClubParams>('/clubs/:club_id/players', async (request, reply) => {
    const club = world.clubsById.get(request.params.club_id);
    if (!club) return notFound(reply, 'Club not found');
    const nowMs = now();
    return {
      id: club.id,
      players: club.players.map((player: Player) => ({
        id: player.id,
        name: player.name,
        position: player.position,
        dateOfBirth: player.dateOfBirth,
        age: ageAt(player.dateOfBirth, nowMs),
        nationality: player.citizenship,
        height: player.height,
        foot: player.foot,
        joinedOn: player.joinedOn,
        signedFrom: player.signedFrom?.name ?? null,
        contract: player.contractExpires,
        marketValue: player.marketValue,
        status: '',
      })),
      updatedAt: updatedAt(),
    };
  });

  app.get<{ Params: { name: string } } & PageQuery>(
    '/competitions/search/:name',
    { schema: pageQuerySchema },
    async (request) => {
      const found = search(
        world.leagues,
        request.params.name,
        (league) => searchKeyOf(`${league.competitionName} ${league.countryName}`),
        leagueValue,
      );
      return {
        ...page(request.params.name, found, Number(request.query.page_number ?? 1), (league) => {
          const total = leagueValue(league);
          const players = league.clubs.reduce((sum, club) => sum + club.players.length, 0);
          return {
            id: league.competitionId,
            name: league.competitionName,
            country: league.countryName,
            clubs: league.clubs.length,
            players,
            totalMarketValue: total,
            meanMarketValue: Math.round(total / players),
            continent: 'UEFA',
          };
        }),
        updatedAt: updatedAt(),
      };
    },
  );

  app.get<{ Params: { competition_id: string } }>('/competitions/:competition_id/clubs', async (request, reply) => {
    const league = world.leagues.find(
      (candidate) => candidate.competitionId === request.params.competition_id.toUpperCase(),
    );
    if (!league) return notFound(reply, 'Competition not found');
    return {
      id: league.competitionId,
      name: league.competitionName,
      seasonId: world.seasonId,
      clubs: league.clubs.map(clubRef),
      updatedAt: updatedAt(),
    };
  });
}

function clubValue(club: Club): number {
  return club.players.reduce((sum, player) => sum + player.marketValue, 0);
}
