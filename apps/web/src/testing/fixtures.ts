import type { Category, Market, Match, Player, Settings, Sport, Tournament } from '@sportsbook/contract'

/** Contract-typed builders for tests: sensible defaults, override what the test is about. */
export const sportFixture = (o: Partial<Sport> = {}): Sport => ({
  id: 1,
  urn_id: 'sr:sport:1',
  key: 'soccer',
  name: 'Soccer',
  priority: 100,
  type: 'regular',
  provider: 'betradar',
  live_count: 3,
  prematch_count: 40,
  ...o,
})

const sportRef = (s: Sport) => ({ id: s.id, key: s.key, name: s.name, type: s.type })

export const categoryFixture = (o: Partial<Category> = {}): Category => ({
  id: 10,
  slug: 'england',
  name: 'England',
  priority: 50,
  country_code: 'GB',
  sport: sportRef(sportFixture()),
  tournaments_count: 2,
  ...o,
})

export const tournamentFixture = (o: Partial<Tournament> = {}): Tournament => ({
  id: 100,
  urn_id: 'sr:tournament:17',
  slug: 'premier-league',
  name: 'Premier League',
  priority: 90,
  kind: 'season',
  is_top: true,
  category: { id: 10, slug: 'england', name: 'England', country_code: 'GB' },
  sport: sportRef(sportFixture()),
  main_market_outcomes_count: 3,
  secondary_market_outcomes_count: 2,
  matches_count: 10,
  ...o,
})

export const marketFixture = (o: Partial<Market> = {}): Market => ({
  match_urn_id: 'sr:match:1',
  id: 1,
  name: '1x2',
  status: 1,
  specifier: '',
  outcomes: [
    { id: '1', name: '1', active: true, odds: 1.85 },
    { id: '2', name: 'X', active: true, odds: 3.6 },
    { id: '3', name: '2', active: true, odds: 4.2 },
  ],
  market_groups: ['main'],
  priority: 100,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  ...o,
})

export const totalsFixture = (total: number, o: Partial<Market> = {}): Market =>
  marketFixture({
    id: 18,
    name: 'Total',
    specifier: `total=${total}`,
    outcomes: [
      { id: '12', name: `Over ${total}`, active: true, odds: 1.9 },
      { id: '13', name: `Under ${total}`, active: true, odds: 1.9 },
    ],
    market_groups: ['main', 'goals'],
    priority: 80,
    ...o,
  })

export const matchFixture = (o: Partial<Match> = {}): Match => ({
  id: 1001,
  urn_id: 'sr:match:1001',
  slug: 'arsenal-chelsea-1001',
  type: 'match',
  name: 'Arsenal vs Chelsea',
  tournament: {
    id: 100,
    slug: 'premier-league',
    name: 'Premier League',
    kind: 'season',
    sport_type: 'regular',
  },
  category: { id: 10, slug: 'england', name: 'England', country_code: 'GB' },
  sport: sportRef(sportFixture()),
  competitors: [
    { id: 'c1', name: 'Arsenal', abbreviation: 'ARS', qualifier: 'home', logo: null, country_code: 'GB' },
    { id: 'c2', name: 'Chelsea', abbreviation: 'CHE', qualifier: 'away', logo: null, country_code: 'GB' },
  ],
  stadium: null,
  city: null,
  status: 0,
  stage: null,
  start_time: '2026-11-21T18:30:00.000Z',
  end_date: null,
  statistics: null,
  bettable: true,
  available_markets: [1, 18],
  availableMarketsCount: 42,
  main_market: marketFixture(),
  secondary_market: totalsFixture(2.5),
  top_markets: [],
  has_video: false,
  provider: 'betradar',
  bets_count: 120,
  ...o,
})

export const liveStatistics = (
  o: Partial<NonNullable<Match['statistics']>> = {},
): NonNullable<Match['statistics']> => ({
  clock: '67:12',
  total_score: { home: 2, away: 1 },
  game_score: null,
  current_server: null,
  period_score: [
    { number: 1, home: 1, away: 0 },
    { number: 2, home: 1, away: 1 },
  ],
  period: 2,
  max_period_number: 2,
  ...o,
})

/** A signed-in player with a confirmed email and nothing missing. */
export const playerFixture = (o: Partial<Player> = {}): Player => ({
  id: 7,
  name: null,
  email: 'a@b.co',
  mobile_phone: null,
  auth_phone_number: null,
  first_name: null,
  last_name: null,
  nickname: null,
  language: 'en',
  currency: 'EUR',
  auth_fields_missed: [],
  statuses: [],
  country: 'DE',
  ...o,
})

/** GET /settings as the reference backend answers it (one €1.00 chip, no live delay); override what the test is about. */
export const settingsFixture = (o: Partial<Settings> = {}): Settings => ({
  stakes: [100],
  auto_accept_odds_change: 'none',
  odds_type: 'european',
  odds_types: ['european'],
  video_enabled: true,
  custom_bet_enabled: false,
  multi_single_available_by_provider: {},
  provider_statuses: { betradar: true },
  limits: { currency: 'EUR', min_stake: 10, max_stake: 1_000_000, max_payout: 10_000_000 },
  live_bet_delay_ms: 0,
  ...o,
})

/** A JSON answer for a stubbed fetch. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
