// Property: whatever JSON a signed-in player sends to a betting write, the answer is a 2xx or a
// catalogue 4xx in the ErrorBody shape, never a 5xx, and no money moves without a bet.
import fc from 'fast-check'
import { ErrorBody } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting, newPlayer } from './helpers.ts'

const app = await buildBetting()

const anyValue = fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.string(), fc.double(), fc.integer())
/** A field that is mostly plausible and now and then anything at all, so requests reach every check. */
const field = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 15, arbitrary: good }, { weight: 1, arbitrary: anyValue })

const M = IDS.matches
/** Selections of the fixture catalog (open, suspended, closed, live, outright) and of nothing. */
const KEYS = [
  [M.arsenalChelsea, 1, '', '1', 2.1],
  [M.arsenalChelsea, 1, '', '2', 3.4],
  [M.arsenalChelsea, 18, 'total=2.5', '1', 1.9],
  [M.arsenalChelsea, 18, 'total=3.5', '2', 1.9],
  [M.arsenalChelsea, 16, 'hcp=-1', '1', 1.9],
  [M.liverpoolEverton, 1, '', '1', 2.1],
  [M.liverpoolEverton, 18, 'total=2.5', '2', 1.9],
  [M.realBarca, 1, '', '3', 3.2],
  [M.nadalFederer, 186, '', '1', 1.5],
  [M.naviG2, 1, '', '2', 2.1],
  [M.plWinner, 534, '', '1', 3],
  [999_999, 1, '', '1', 2],
] as const

const selection = fc
  .tuple(fc.constantFrom(...KEYS), fc.double({ min: 0.5, max: 1e6, noNaN: true }), fc.boolean())
  .chain(([[match_id, market_id, specifier, outcome_id, odds], other, shown]) =>
    fc.record({
      match_id: field(fc.constant(match_id)),
      market_id: field(fc.constant(market_id)),
      specifier: field(fc.constant(specifier)),
      outcome_id: field(fc.constant(outcome_id)),
      odds: field(fc.constant(shown ? odds : other)),
    }),
  )
const stake = fc.record({
  value: field(fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: -10, max: 1e12 }))),
  currency: field(fc.constantFrom('EUR', 'EUR', 'BTC', 'XXX')),
})
const bet = fc.record(
  {
    stake: field(stake),
    selections: field(fc.array(selection, { minLength: 1, maxLength: 4 })),
    system_id: field(fc.constantFrom('2/3', '1/1', '3/2')),
    custom_odds: field(fc.double({ min: 0.5, max: 1e4, noNaN: true })),
  },
  { requiredKeys: ['stake', 'selections'] },
)
const meta = fc.record({
  device_id: field(fc.constant('fuzz')),
  quick: field(fc.boolean()),
  type: field(fc.constantFrom('single', 'combo', 'system', 'custom_bet', 'multi_single')),
})
const placeBody = fc.record({ meta: field(meta), bets: field(fc.array(bet, { minLength: 1, maxLength: 3 })) })

const ROUTES: [string, fc.Arbitrary<unknown>][] = [
  ['/api/sportsbook/bets', placeBody],
  ['/api/sportsbook/bets/max-stake', placeBody],
  [
    '/api/sportsbook/bets/custom/odds',
    fc.record({
      match_id: field(fc.constantFrom(M.arsenalChelsea, M.realBarca, 999_999)),
      selections: field(fc.array(selection, { minLength: 1, maxLength: 4 })),
    }),
  ],
  [
    '/api/sportsbook/bets/cashout',
    fc.record({ bet_id: field(fc.constantFrom('1', '2', '99')), to_cashout: field(stake) }),
  ],
  ['/api/sportsbook/bets/share-code', fc.record({ bets: field(fc.array(bet, { maxLength: 2 })) })],
]

describe('betting writes never answer 5xx', () => {
  it.each(ROUTES)('%s', async (url, body) => {
    const p = await newPlayer(app)
    const answers = new Set<number>()
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await p.api({
          method: 'POST',
          url,
          payload: JSON.stringify(payload ?? null),
          headers: { 'content-type': 'application/json' },
        })
        answers.add(res.statusCode)
        expect(res.statusCode, `${url} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500)
        if (res.statusCode >= 400) expect(ErrorBody.safeParse(res.json()).success, res.body).toBe(true)
      }),
      { numRuns: 150 },
    )
    // The generator reaches past validation: some answers are not 400 invalid_params.
    expect([...answers].some((s) => s !== 400)).toBe(true)
    // The books still balance: every debit is a bet.
    const { rows } = await app.testDb.pool.query(
      `select count(*)::int as n from (select a.id from accounts a left join ledger_entries l on l.account_id = a.id
        group by a.id having a.balance <> coalesce(sum(l.amount), 0)) d`,
    )
    expect(rows[0].n).toBe(0)
  })
})
