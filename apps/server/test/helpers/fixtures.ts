// A small catalog every route test reads: three sports (one cyber on Oddin, whose provider is
// inactive), categories, leagues, prematch/live/finished matches, an outright, and markets that
// cover open, suspended (-1) and hidden (0) states. Times are fixed so date filters are exact.
import type { Competitor, MarketGroupKey, Outcome } from '@sportsbook/contract'
import { schema, type Db } from '../../src/db/client.ts'

export const BASE_TIME = new Date('2030-06-01T12:00:00Z')
const at = (minutes: number) => new Date(BASE_TIME.getTime() + minutes * 60_000)

export const IDS = {
  sports: { soccer: 1, tennis: 2, cs2: 3 },
  categories: { england: 11, spain: 12, atp: 13, international: 14 },
  tournaments: { premierLeague: 21, laliga: 22, wimbledon: 23, major: 24 },
  matches: {
    arsenalChelsea: 101,
    liverpoolEverton: 102,
    realBarca: 103,
    sevillaValencia: 104,
    nadalFederer: 105,
    naviG2: 106,
    plWinner: 107,
  },
} as const

const team = (name: string, qualifier: 'home' | 'away' | null): Competitor => ({
  id: `sr:competitor:${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  abbreviation: name.slice(0, 3).toUpperCase(),
  qualifier,
  logo: null,
  country_code: null,
})

const outcomes = (...pairs: [string, number][]): Outcome[] =>
  pairs.map(([name, odds], i) => ({ id: String(i + 1), name, active: true, odds }))

export async function insertFixtures(db: Db): Promise<void> {
  const { sports: s, categories: c, tournaments: t, matches: m } = IDS
  await db.insert(schema.providers).values([
    { key: 'betradar', active: true },
    { key: 'oddin', active: false },
  ])
  await db.insert(schema.sports).values([
    {
      id: s.soccer,
      urnId: 'sr:sport:1',
      key: 'soccer',
      name: 'Soccer',
      priority: 100,
      type: 'regular',
      provider: 'betradar',
    },
    {
      id: s.tennis,
      urnId: 'sr:sport:5',
      key: 'tennis',
      name: 'Tennis',
      priority: 90,
      type: 'regular',
      provider: 'betradar',
    },
    {
      id: s.cs2,
      urnId: 'od:sport:3',
      key: 'counter-strike',
      name: 'Counter-Strike',
      priority: 50,
      type: 'cyber',
      provider: 'oddin',
    },
  ])
  await db.insert(schema.categories).values([
    { id: c.england, sportId: s.soccer, slug: 'england', name: 'England', priority: 10, countryCode: 'GB' },
    { id: c.spain, sportId: s.soccer, slug: 'spain', name: 'Spain', priority: 5, countryCode: 'ES' },
    { id: c.atp, sportId: s.tennis, slug: 'atp', name: 'ATP', priority: 1 },
    { id: c.international, sportId: s.cs2, slug: 'international', name: 'International', priority: 1 },
  ])
  const league = { kind: 'season' as const, mainMarketOutcomesCount: 3, secondaryMarketOutcomesCount: 2 }
  await db.insert(schema.tournaments).values([
    {
      id: t.premierLeague,
      urnId: 'sr:tournament:17',
      sportId: s.soccer,
      categoryId: c.england,
      slug: 'premier-league',
      name: 'Premier League',
      priority: 100,
      isTop: true,
      ...league,
    },
    {
      id: t.laliga,
      urnId: 'sr:tournament:8',
      sportId: s.soccer,
      categoryId: c.spain,
      slug: 'laliga',
      name: 'LaLiga',
      priority: 90,
      ...league,
    },
    {
      id: t.wimbledon,
      urnId: 'sr:tournament:2555',
      sportId: s.tennis,
      categoryId: c.atp,
      slug: 'wimbledon',
      name: 'Wimbledon',
      priority: 50,
      kind: 'simple_tournament',
      mainMarketOutcomesCount: 2,
    },
    {
      id: t.major,
      urnId: 'od:tournament:1',
      sportId: s.cs2,
      categoryId: c.international,
      slug: 'major',
      name: 'Major',
      priority: 10,
      mainMarketOutcomesCount: 2,
    },
  ])
  const soccer = {
    sportId: s.soccer,
    provider: 'betradar' as const,
    mainMarketId: 1,
    secondaryMarketId: 18,
    secondaryMarketSpecifier: 'total=2.5',
  }
  const vs = (id: number, home: string, away: string) => ({
    id,
    urnId: `sr:match:${id}`,
    slug: `${home}-vs-${away}-${id}`.toLowerCase().replace(/\s+/g, '-'),
    name: `${home} vs ${away}`,
    competitors: [team(home, 'home'), team(away, 'away')],
  })
  await db.insert(schema.matches).values([
    {
      ...vs(m.arsenalChelsea, 'Arsenal', 'Chelsea'),
      ...soccer,
      categoryId: c.england,
      tournamentId: t.premierLeague,
      status: 0,
      startTime: at(60),
      hasVideo: true,
      betsCount: 10,
    },
    {
      ...vs(m.liverpoolEverton, 'Liverpool', 'Everton'),
      ...soccer,
      categoryId: c.england,
      tournamentId: t.premierLeague,
      status: 1,
      startTime: at(-30),
      betsCount: 50,
      stage: '1st_half',
    },
    {
      ...vs(m.realBarca, 'Real Madrid', 'Barcelona'),
      ...soccer,
      categoryId: c.spain,
      tournamentId: t.laliga,
      status: 0,
      startTime: at(2 * 24 * 60),
      betsCount: 5,
    },
    {
      ...vs(m.sevillaValencia, 'Sevilla', 'Valencia'),
      ...soccer,
      categoryId: c.spain,
      tournamentId: t.laliga,
      status: 4,
      startTime: at(-180),
      stage: 'ended',
    },
    {
      ...vs(m.nadalFederer, 'Nadal', 'Federer'),
      sportId: s.tennis,
      categoryId: c.atp,
      tournamentId: t.wimbledon,
      provider: 'betradar',
      mainMarketId: 186,
      status: 1,
      startTime: at(-60),
      betsCount: 20,
    },
    {
      ...vs(m.naviG2, 'NaVi', 'G2'),
      urnId: 'od:match:106',
      sportId: s.cs2,
      categoryId: c.international,
      tournamentId: t.major,
      provider: 'oddin',
      mainMarketId: 1,
      status: 0,
      startTime: at(180),
    },
    {
      id: m.plWinner,
      urnId: 'sr:simple_tournament:107',
      slug: 'premier-league-winner-107',
      type: 'outright',
      name: 'Premier League Winner',
      competitors: [],
      sportId: s.soccer,
      categoryId: c.england,
      tournamentId: t.premierLeague,
      provider: 'betradar',
      mainMarketId: 534,
      status: 0,
      startTime: at(30 * 24 * 60),
      endDate: at(60 * 24 * 60),
    },
  ])
  const mk = (
    matchId: number,
    marketId: number,
    name: string,
    o: Outcome[],
    groups: MarketGroupKey[],
    extra: Partial<typeof schema.markets.$inferInsert> = {},
  ) => ({
    matchId,
    marketId,
    name,
    outcomes: o,
    groups,
    ...extra,
  })
  const x12 = outcomes(['1', 2.1], ['X', 3.4], ['2', 3.2])
  const total = outcomes(['over', 1.9], ['under', 1.9])
  await db.insert(schema.markets).values([
    mk(m.arsenalChelsea, 1, '1x2', x12, ['main'], { priority: 100 }),
    mk(m.arsenalChelsea, 18, 'Total', total, ['main', 'goals'], {
      specifier: 'total=2.5',
      priority: 90,
      mostBalanced: true,
    }),
    mk(m.arsenalChelsea, 18, 'Total', total, ['goals'], {
      specifier: 'total=3.5',
      priority: 90,
      status: -1,
    }),
    mk(m.arsenalChelsea, 16, 'Handicap', total, ['handicap'], {
      specifier: 'hcp=-1',
      priority: 80,
      status: 0,
    }),
    mk(m.arsenalChelsea, 45, 'Correct score', outcomes(['1:0', 7], ['0:0', 9]), ['correct_score'], {
      priority: 10,
    }),
    mk(m.liverpoolEverton, 1, '1x2', x12, ['main'], { priority: 100, status: -1 }),
    mk(m.liverpoolEverton, 18, 'Total', total, ['main', 'goals'], { specifier: 'total=2.5', priority: 90 }),
    mk(m.realBarca, 1, '1x2', x12, ['main'], { priority: 100 }),
    mk(m.nadalFederer, 186, 'Winner', outcomes(['Nadal', 1.5], ['Federer', 2.5]), ['main'], {
      priority: 100,
    }),
    mk(m.naviG2, 1, 'Winner', outcomes(['NaVi', 1.7], ['G2', 2.1]), ['main'], { priority: 100 }),
    mk(m.plWinner, 534, 'Winner', outcomes(['Arsenal', 3], ['Liverpool', 2.5]), ['outrights'], {
      priority: 100,
    }),
  ])
}
