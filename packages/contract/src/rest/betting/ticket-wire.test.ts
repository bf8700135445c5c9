import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  CURRENCIES,
  EUR,
  decimalOdds,
  emptyTicket,
  money,
  ticketReducer,
  type Currency,
  type SlipContext,
} from '@sportsbook/domain'
import { MaxStakeRequest, PlaceBetsRequest, type BetInput, type BetSelectionInput } from './place-bets.ts'
import {
  betInputType,
  kindHolds,
  maxStakeRequest,
  placeBetsRequest,
  ticketFromRequest,
  type SelectionFacts,
} from './ticket-wire.ts'

const facts = (s: BetSelectionInput): SelectionFacts => ({
  provider: 'betradar',
  marketName: `market ${s.market_id}`,
  outcomeName: `outcome ${s.outcome_id}`,
  matchStatus: 0,
  odds: decimalOdds(s.odds),
})

const selection: fc.Arbitrary<BetSelectionInput> = fc.record({
  match_id: fc.integer({ min: 1, max: 2_147_483_647 }),
  market_id: fc.integer({ min: 0, max: 2_147_483_647 }),
  specifier: fc.constantFrom('', 'total=2.5', 'hcp=-1.5', 'hcp=1:0|variant=sr:exact:5'),
  outcome_id: fc.oneof(fc.nat(999).map(String), fc.constantFrom('over', 'sr:player:7', '1:0')),
  odds: fc.integer({ min: 101, max: 100_000 }).map((c) => c / 100),
})
const selections = (min: number, max: number) =>
  fc.uniqueArray(selection, {
    minLength: min,
    maxLength: max,
    selector: (s) => `${s.match_id}/${s.market_id}/${s.specifier}/${s.outcome_id}`,
  })
const stake = (currency: Currency) =>
  fc.integer({ min: 1, max: 1_000_000_000 }).map((value) => ({ value, currency: currency.code }))

/** A body of each kind the slip sends, with its meta.type as the slip names it. */
const request = fc.constantFrom(...Object.values(CURRENCIES)).chain((currency) => {
  const bet = (
    sels: fc.Arbitrary<BetSelectionInput[]>,
    extra: fc.Arbitrary<Partial<BetInput>> = fc.constant({}),
  ) =>
    fc
      .record({ stake: stake(currency), selections: sels, extra })
      .map(({ extra: e, ...b }) => ({ ...b, ...e }))
  const kinds = {
    single: bet(selections(1, 1)).map((b) => [b]),
    multi_single: fc.array(bet(selections(1, 1)), { minLength: 2, maxLength: 5 }),
    combo: bet(selections(2, 8)).map((b) => [b]),
    system: selections(3, 8).chain((sels) =>
      fc.integer({ min: 2, max: sels.length - 1 }).map((win) => [
        {
          stake: { value: 100, currency: currency.code },
          selections: sels,
          system_id: `${win}/${sels.length}`,
        },
      ]),
    ),
    custom_bet: bet(
      selections(2, 4),
      fc.integer({ min: 101, max: 100_000 }).map((c) => ({ custom_odds: c / 100 })),
    ).map((b) => [b]),
  }
  return fc
    .constantFrom(...(Object.keys(kinds) as (keyof typeof kinds)[]))
    .chain((type) =>
      fc.record({
        meta: fc.record({
          device_id: fc.constantFrom('d', 'web-1f2e'),
          quick: fc.boolean(),
          type: fc.constant(type),
        }),
        bets: kinds[type] as fc.Arbitrary<BetInput[]>,
      }),
    )
    .map((req) => ({ req: req as PlaceBetsRequest, currency }))
})

describe('ticket ⇄ POST /bets', () => {
  it('a body read as a ticket and sent again is the same body (request → ticket → request)', () => {
    fc.assert(
      fc.property(request, ({ req, currency }) => {
        expect(PlaceBetsRequest.safeParse(req).success).toBe(true)
        const ticket = ticketFromRequest(req, currency, facts)
        expect(placeBetsRequest(ticket, req.meta.device_id, req.meta.quick)).toEqual(req)
      }),
    )
  })

  it('keeps what the domain computes with: bet types, stakes, keys, odds and system types', () => {
    fc.assert(
      fc.property(request, ({ req, currency }) => {
        const ticket = ticketFromRequest(req, currency, facts)
        ticket.bets.forEach((bet, i) => {
          const input = req.bets[i]!
          expect(bet.betType).toBe(betInputType(input))
          expect(bet.stake).toEqual(money(input.stake.value, currency))
          expect(bet.selections.map((s) => s.odds)).toEqual(input.selections.map((s) => s.odds))
          expect(bet.systemType?.id).toBe(input.system_id)
          expect(bet.customOdds).toBe(input.custom_odds)
        })
        expect(new Set(ticket.selectedOutcomeIds).size).toBe(ticket.selectedOutcomeIds.length)
      }),
    )
  })

  it('a slip built by the reducer round-trips (ticket → request → ticket) and drops unstaked bets', () => {
    const ctx: SlipContext = {
      multiSingleAvailableByProvider: { betradar: true },
      oddinEnabled: true,
      customBetEnabled: false,
      acceptedOddsPolicy: 'none',
      // multi-singles: a brand that starts picks as singles (ADR 024; the default builds a combo)
      defaultBetType: 'single',
    }
    const req0: PlaceBetsRequest = {
      meta: { device_id: 'd', quick: false, type: 'multi_single' },
      bets: [1, 2].map((n) => ({
        stake: { value: 250 * n, currency: 'EUR' },
        selections: [
          { match_id: n, market_id: 18, specifier: 'total=2.5', outcome_id: `${n}2`, odds: 1.5 + n },
        ],
      })),
    }
    let slip = emptyTicket(EUR)
    for (const bet of ticketFromRequest(req0, EUR, facts).bets) {
      slip = ticketReducer(slip, { type: 'toggleOutcome', selection: bet.selections[0]! }, ctx)
    }
    slip.bets.forEach((b, i) => {
      slip = ticketReducer(slip, { type: 'setStake', key: b.key, stake: money(250 * (i + 1), EUR) }, ctx)
    })
    const sent = placeBetsRequest(slip, 'd')
    expect(sent).toEqual(req0)
    const back = ticketFromRequest(sent, EUR, facts)
    expect(back.bets.map((b) => b.selections.map((s) => s.outcomeId))).toEqual(
      slip.bets.map((b) => b.selections.map((s) => s.outcomeId)),
    )
    slip = ticketReducer(slip, { type: 'setStake', key: slip.bets[0]!.key, stake: money(0, EUR) }, ctx)
    expect(placeBetsRequest(slip, 'd').bets).toEqual([req0.bets[1]])
    expect(placeBetsRequest(slip, 'd').meta.type).toBe('single')
    // POST /bets/max-stake asks about every bet, an empty stake as the currency alone.
    const ask = maxStakeRequest(slip.bets)
    expect(MaxStakeRequest.parse(ask)).toEqual(ask)
    expect(ask.bets.map((b) => b.stake)).toEqual([{ currency: 'EUR' }, req0.bets[1]!.stake])
  })
})

describe('ticket kind', () => {
  it('holds singles in a multi-single, custom bets in a custom_bet, else one bet of its own type', () => {
    expect(kindHolds('multi_single', ['single', 'single'])).toBe(true)
    expect(kindHolds('multi_single', ['single', 'combo'])).toBe(false)
    expect(kindHolds('custom_bet', ['custom_bet', 'custom_bet'])).toBe(true)
    expect(kindHolds('combo', ['combo'])).toBe(true)
    expect(kindHolds('combo', ['combo', 'combo'])).toBe(false)
    expect(kindHolds('system', ['combo'])).toBe(false)
  })
  it("reads a shared bet's selections alone as a single or a combo", () => {
    expect(betInputType({ selections: [1] })).toBe('single')
    expect(betInputType({ selections: [1, 2] })).toBe('combo')
  })
})
