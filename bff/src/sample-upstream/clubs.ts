// The real leagues and clubs the sample world is made of (world.ts), and the squad template
// every club's fictional players fill.

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

// A data table, one club a row: kept as written.
// prettier-ignore
export const LEAGUES: {
  competition: [id: string, name: string];
  country: [name: string, tmId: string, flashscoreId: number, slug: string];
  tournament: [id: string, slug: string, name: string];
  domesticShare: number;
  clubs: ClubRow[];
}[] = [
  {
    competition: ['GB1', 'Premier League'],
    country: ['England', '189', 198, 'england'],
    tournament: ['dYlOSQOD', 'premier-league', 'Premier League'],
    domesticShare: 0.35,
    clubs: [
      ['281', 'Manchester City', 'Manchester City Football Club', 'Manchester City', 'Etihad Stadium', 55097, '1880-11-23', '#6CABDD #FFFFFF', 0.95],
      ['31', 'Liverpool FC', 'Liverpool Football Club', 'Liverpool', 'Anfield', 61276, '1892-06-03', '#C8102E #FFFFFF', 0.93],
      ['11', 'Arsenal FC', 'The Arsenal Football Club', 'Arsenal', 'Emirates Stadium', 60704, '1886-12-01', '#DB0007 #FFFFFF', 0.92],
      ['631', 'Chelsea FC', 'Chelsea Football Club', 'Chelsea', 'Stamford Bridge', 40343, '1905-03-10', '#034694 #FFFFFF', 0.86],
      ['985', 'Manchester United', 'Manchester United Football Club', 'Manchester Utd', 'Old Trafford', 74197, '1878-03-05', '#DA291C #FBE122 #000000', 0.82],
      ['148', 'Tottenham Hotspur', 'Tottenham Hotspur Football Club', 'Tottenham', 'Tottenham Hotspur Stadium', 62850, '1882-09-05', '#132257 #FFFFFF', 0.8],
      ['762', 'Newcastle United', 'Newcastle United Football Club', 'Newcastle', "St James' Park", 52758, '1892-12-09', '#241F20 #FFFFFF', 0.8],
      ['405', 'Aston Villa', 'Aston Villa Football Club', 'Aston Villa', 'Villa Park', 42640, '1874-11-21', '#670E36 #95BFE5', 0.78],
      ['1237', 'Brighton & Hove Albion', 'Brighton & Hove Albion Football Club', 'Brighton', 'American Express Stadium', 31876, '1901-06-24', '#0057B8 #FFFFFF', 0.72],
      ['379', 'West Ham United', 'West Ham United Football Club', 'West Ham', 'London Stadium', 62500, '1895-07-05', '#7A263A #1BB1E7', 0.68],
    ],
  },
  {
    competition: ['ES1', 'LaLiga'],
    country: ['Spain', '157', 176, 'spain'],
    tournament: ['QVmLl54o', 'laliga', 'LaLiga'],
    domesticShare: 0.6,
    clubs: [
      ['418', 'Real Madrid', 'Real Madrid Club de Fútbol', 'Real Madrid', 'Santiago Bernabéu', 83186, '1902-03-06', '#FFFFFF #FEBE10', 0.96],
      ['131', 'FC Barcelona', 'Futbol Club Barcelona', 'Barcelona', 'Spotify Camp Nou', 99354, '1899-11-29', '#A50044 #004D98', 0.93],
      ['13', 'Atlético de Madrid', 'Club Atlético de Madrid S.A.D.', 'Atl. Madrid', 'Riyadh Air Metropolitano', 70460, '1903-04-26', '#CB3524 #FFFFFF #272E61', 0.85],
      ['621', 'Athletic Bilbao', 'Athletic Club', 'Ath Bilbao', 'San Mamés', 53289, '1898-01-01', '#EE2523 #FFFFFF', 0.75],
      ['681', 'Real Sociedad', 'Real Sociedad de Fútbol S.A.D.', 'Real Sociedad', 'Reale Arena', 39313, '1909-09-07', '#0067B1 #FFFFFF', 0.72],
      ['1050', 'Villarreal CF', 'Villarreal Club de Fútbol S.A.D.', 'Villarreal', 'Estadio de la Cerámica', 23008, '1923-03-10', '#FFE667 #005187', 0.72],
      ['150', 'Real Betis Balompié', 'Real Betis Balompié S.A.D.', 'Betis', 'Estadio Benito Villamarín', 60721, '1907-09-12', '#0BB363 #FFFFFF', 0.68],
      ['368', 'Sevilla FC', 'Sevilla Fútbol Club S.A.D.', 'Sevilla', 'Ramón Sánchez-Pizjuán', 43883, '1890-01-25', '#FFFFFF #D71920', 0.65],
      ['12321', 'Girona FC', 'Girona Futbol Club S.A.D.', 'Girona', 'Estadi Montilivi', 14624, '1930-07-23', '#CD2534 #FFFFFF', 0.62],
      ['1049', 'Valencia CF', 'Valencia Club de Fútbol S.A.D.', 'Valencia', 'Mestalla', 49430, '1919-03-18', '#FFFFFF #000000 #EE3524', 0.6],
    ],
  },
  {
    competition: ['L1', 'Bundesliga'],
    country: ['Germany', '40', 81, 'germany'],
    tournament: ['W6BOzpK2', 'bundesliga', 'Bundesliga'],
    domesticShare: 0.45,
    clubs: [
      ['27', 'Bayern Munich', 'FC Bayern München e.V.', 'Bayern Munich', 'Allianz Arena', 75024, '1900-02-27', '#DC052D #FFFFFF', 0.95],
      ['15', 'Bayer 04 Leverkusen', 'Bayer 04 Leverkusen Fußball GmbH', 'Bayer Leverkusen', 'BayArena', 30210, '1904-07-01', '#E32221 #000000', 0.86],
      ['16', 'Borussia Dortmund', 'Ballspielverein Borussia 09 e.V. Dortmund', 'Dortmund', 'Signal Iduna Park', 81365, '1909-12-19', '#FDE100 #000000', 0.84],
      ['23826', 'RB Leipzig', 'RasenBallsport Leipzig e.V.', 'RB Leipzig', 'Red Bull Arena', 47069, '2009-05-19', '#DD0741 #FFFFFF', 0.8],
      ['79', 'VfB Stuttgart', 'Verein für Bewegungsspiele Stuttgart 1893 e.V.', 'Stuttgart', 'MHPArena', 60058, '1893-09-09', '#E32219 #FFFFFF', 0.74],
      ['24', 'Eintracht Frankfurt', 'Eintracht Frankfurt e.V.', 'Eintracht Frankfurt', 'Deutsche Bank Park', 58000, '1899-03-08', '#E1000F #000000', 0.73],
      ['60', 'SC Freiburg', 'Sport-Club Freiburg e.V.', 'Freiburg', 'Europa-Park Stadion', 34700, '1904-05-30', '#E2001A #000000', 0.66],
      ['82', 'VfL Wolfsburg', 'VfL Wolfsburg-Fußball GmbH', 'Wolfsburg', 'Volkswagen Arena', 30000, '1945-09-12', '#65B32E #FFFFFF', 0.64],
      ['18', 'Borussia Mönchengladbach', 'Borussia VfL 1900 Mönchengladbach e.V.', 'B. Monchengladbach', 'Borussia-Park', 54042, '1900-08-01', '#000000 #FFFFFF #00A650', 0.63],
      ['89', '1.FC Union Berlin', '1. Fußballclub Union Berlin e.V.', 'Union Berlin', 'Stadion An der Alten Försterei', 22012, '1966-01-20', '#EB1923 #FFFFFF', 0.6],
    ],
  },
  {
    competition: ['IT1', 'Serie A'],
    country: ['Italy', '75', 98, 'italy'],
    tournament: ['COuk57Ci', 'serie-a', 'Serie A'],
    domesticShare: 0.4,
    clubs: [
      ['46', 'Inter Milan', 'Football Club Internazionale Milano S.p.A.', 'Inter', 'Giuseppe Meazza', 75817, '1908-03-09', '#0068A8 #000000', 0.92],
      ['6195', 'SSC Napoli', 'Società Sportiva Calcio Napoli', 'Napoli', 'Stadio Diego Armando Maradona', 54726, '1926-08-01', '#12A0D7 #FFFFFF', 0.85],
      ['506', 'Juventus FC', 'Juventus Football Club S.p.A.', 'Juventus', 'Allianz Stadium', 41507, '1897-11-01', '#000000 #FFFFFF', 0.85],
      ['5', 'AC Milan', 'Associazione Calcio Milan S.p.A.', 'AC Milan', 'Giuseppe Meazza', 75817, '1899-12-16', '#FB090B #000000', 0.84],
      ['800', 'Atalanta BC', 'Atalanta Bergamasca Calcio S.p.a.', 'Atalanta', 'Gewiss Stadium', 24950, '1907-10-17', '#1E71B8 #000000', 0.78],
      ['12', 'AS Roma', 'Associazione Sportiva Roma S.p.A.', 'AS Roma', 'Stadio Olimpico', 70634, '1927-07-22', '#8E1F2F #F0BC42', 0.74],
      ['398', 'SS Lazio', 'Società Sportiva Lazio S.p.A.', 'Lazio', 'Stadio Olimpico', 70634, '1900-01-09', '#87D8F7 #FFFFFF', 0.7],
      ['430', 'ACF Fiorentina', 'ACF Fiorentina S.r.l.', 'Fiorentina', 'Stadio Artemio Franchi', 43147, '1926-08-29', '#482E92 #FFFFFF', 0.68],
      ['1025', 'Bologna FC 1909', 'Bologna Football Club 1909 S.p.A.', 'Bologna', "Stadio Renato Dall'Ara", 36462, '1909-10-03', '#1A2F48 #A21C26', 0.67],
      ['416', 'Torino FC', 'Torino Football Club S.p.A.', 'Torino', 'Stadio Olimpico Grande Torino', 27958, '1906-12-03', '#8A1E03 #FFFFFF', 0.6],
    ],
  },
  {
    competition: ['FR1', 'Ligue 1'],
    country: ['France', '50', 77, 'france'],
    tournament: ['KIShoMk3', 'ligue-1', 'Ligue 1'],
    domesticShare: 0.5,
    clubs: [
      ['583', 'Paris Saint-Germain', 'Paris Saint-Germain Football Club', 'PSG', 'Parc des Princes', 47929, '1970-08-12', '#004170 #DA291C', 0.94],
      ['162', 'AS Monaco', 'Association Sportive de Monaco Football Club', 'Monaco', 'Stade Louis II', 18523, '1924-08-23', '#E51B22 #FFFFFF', 0.76],
      ['244', 'Olympique Marseille', 'Olympique de Marseille', 'Marseille', 'Orange Vélodrome', 67394, '1899-08-31', '#2FAEE0 #FFFFFF', 0.75],
      ['1082', 'LOSC Lille', 'Lille Olympique Sporting Club', 'Lille', 'Decathlon Arena - Stade Pierre-Mauroy', 50186, '1944-09-23', '#E01E13 #20325F', 0.72],
      ['1041', 'Olympique Lyon', 'Olympique Lyonnais', 'Lyon', 'Groupama Stadium', 59186, '1950-08-03', '#FFFFFF #14387F #DA0812', 0.7],
      ['826', 'RC Lens', 'Racing Club de Lens', 'Lens', 'Stade Bollaert-Delelis', 38223, '1906-01-01', '#FFE500 #EC1C24', 0.66],
      ['417', 'OGC Nice', "Olympique Gymnaste Club Nice Côte d'Azur", 'Nice', 'Allianz Riviera', 36178, '1904-07-09', '#C0001A #000000', 0.65],
      ['273', 'Stade Rennais FC', 'Stade Rennais Football Club', 'Rennes', 'Roazhon Park', 29778, '1901-03-10', '#E13327 #000000', 0.63],
      ['667', 'RC Strasbourg Alsace', 'Racing Club de Strasbourg Alsace', 'Strasbourg', 'Stade de la Meinau', 26109, '1906-01-01', '#009FE3 #FFFFFF', 0.58],
      ['3911', 'Stade Brestois 29', 'Stade Brestois 29', 'Brest', 'Stade Francis-Le Blé', 15220, '1950-06-26', '#ED1C24 #FFFFFF', 0.55],
    ],
  },
];

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
