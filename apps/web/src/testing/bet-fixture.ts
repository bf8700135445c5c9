import type { ServerBet } from '@sportsbook/contract'

type Leg = ServerBet['selections'][number]

/** A selection of a placed bet: match n's "Outcome n" of 1x2 at 2.10, unsettled; override what the test is about. */
export const betLegFixture = (n: number, o: Partial<Leg> = {}): Leg => ({
  match_id: n,
  match_urn_id: `sr:match:${n}`,
  match_name: `Home ${n} vs Away ${n}`,
  match_status: 0,
  sport_key: 'soccer',
  provider: 'betradar',
  market_id: 1,
  market_name: '1x2',
  specifier: '',
  outcome_id: `o${n}`,
  outcome_name: `Outcome ${n}`,
  odds: 2.1,
  result: null,
  ...o,
})

/** A placed bet as GET /bets answers it: an open €2.00 combo of two legs at 4.41; override the rest. */
export const serverBetFixture = (o: Partial<ServerBet> = {}): ServerBet => ({
  id: '1',
  ref: 'SB-000001',
  type: 'combo',
  status: 'waiting_results',
  result: 'no_results',
  stake: { value: 200, currency: 'EUR', subunits: 2 },
  original_stake: { value: 200, currency: 'EUR', subunits: 2 },
  win_amount: { value: 882, currency: 'EUR', subunits: 2 },
  odds: 4.41,
  selections: [betLegFixture(1), betLegFixture(2)],
  created_at: '2026-11-21T13:00:00.000Z',
  settled_at: null,
  to_cashout: null,
  cashed_out: { value: 0, currency: 'EUR', subunits: 2 },
  cashouts: [],
  cashout_rule: null,
  bonus: null,
  system: null,
  used_in_jackpot: false,
  is_vip: false,
  category: 'regular',
  ...o,
})
