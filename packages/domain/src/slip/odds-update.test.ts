import { describe, expect, it } from 'vitest'
import { marketId, matchId } from '../ids.ts'
import { activeProvidersOf } from './active-providers.ts'
import type { MarketSnapshot } from './odds-update.ts'
import { add, ctx, eur, run, sel, key } from './test-fixtures.ts'
import type { SlipContext } from './types.ts'
import type { TicketAction as Action, TicketAction } from './reducer.ts'

const market = (status: number, outcomes: MarketSnapshot['outcomes'], specifier = ''): MarketSnapshot => ({
  marketId: marketId('1'),
  specifier,
  status,
  outcomes,
})
const o = (id: string, odds: number, active = true) => ({ outcomeId: key(id), odds, active })
const update = (...markets: MarketSnapshot[]): Action => ({
  type: 'marketsChanged',
  matchId: matchId('m-a'),
  markets,
})
const first = (t: ReturnType<typeof run>) => t.bets[0]?.selections[0]

describe('odds updates (spec §4)', () => {
  const start = run([add(sel('a', 2))])

  it('Odds update: missing market changes nothing', () => {
    expect(run([update(market(1, [o('a', 3)], 'other'))], ctx, start)).toBe(start)
    expect(run([{ type: 'marketsChanged', matchId: matchId('elsewhere'), markets: [] }], ctx, start)).toBe(
      start,
    )
  })

  it('non-open market, missing or inactive outcome marks the selection suspended', () => {
    for (const m of [market(-1, [o('a', 2)]), market(1, [o('x', 2)]), market(1, [o('a', 2, false)])]) {
      const t = run([update(m)], ctx, start)
      expect(first(t)?.isSuspended).toBe(true)
      expect(t.ticketState).toBe('odds_changed')
      expect(run([update(m)], ctx, t)).toBe(t)
    }
  })

  it('a suspended selection reopens when its market opens again', () => {
    const t = run([update(market(-1, [o('a', 2)])), update(market(1, [o('a', 2)]))], ctx, start)
    expect(first(t)?.isSuspended).toBe(false)
    expect(t.ticketState).toBe('initial')
  })

  it('Otherwise new odds are stored; per accepted-odds policy none the selection is flagged changed', () => {
    const t = run([update(market(1, [o('a', 2.5)]))], ctx, start)
    expect(first(t)).toMatchObject({ odds: 2.5, acceptedOdds: 2, isChanged: true })
    expect(t.ticketState).toBe('odds_changed')
    const back = run([update(market(1, [o('a', 2)]))], ctx, t)
    expect(first(back)).toMatchObject({ odds: 2, isChanged: false })
  })

  it('per accepted-odds policy higher: a rise updates accepted odds, a drop is flagged changed', () => {
    const higher: SlipContext = { ...ctx, acceptedOddsPolicy: 'higher' }
    expect(first(run([update(market(1, [o('a', 2.5)]))], higher, start))).toMatchObject({
      acceptedOdds: 2.5,
      isChanged: false,
    })
    expect(first(run([update(market(1, [o('a', 1.5)]))], higher, start))).toMatchObject({
      acceptedOdds: 2,
      isChanged: true,
    })
  })

  it('per accepted-odds policy any: accepted odds follow every move', () => {
    const any: SlipContext = { ...ctx, acceptedOddsPolicy: 'any' }
    const t = run([update(market(1, [o('a', 1.5)]))], any, start)
    expect(first(t)).toMatchObject({ odds: 1.5, acceptedOdds: 1.5, isChanged: false })
    expect(t.ticketState).toBe('initial')
  })

  it('A potential-win-based stake is rescaled by the ratio of old to new total odds', () => {
    const typed = run([{ type: 'setPotentialWin', key: 'single:a', potentialWin: eur(1000) }], ctx, start)
    expect(typed.bets[0]?.stake).toEqual(eur(500))
    expect(typed.bets[0]?.stakeSource).toBe('potential_win')
    const moved = run([update(market(1, [o('a', 2.5)]))], ctx, typed)
    expect(moved.bets[0]?.stake).toEqual(eur(400))
    const shared = run(
      [{ type: 'setStake', key: 'single:a', stake: eur(500) }, update(market(1, [o('a', 2.5)]))],
      ctx,
      start,
    )
    expect(shared.bets[0]?.stake).toEqual(eur(500))
  })

  it('updating provider status gives odds changed if any selection is unavailable, otherwise initial', () => {
    const off = run([{ type: 'providerStatusChanged' }], { ...ctx, activeProviders: ['oddin'] }, start)
    expect(first(off)?.isNotAvailable).toBe(true)
    expect(off.ticketState).toBe('odds_changed')
    const on = run([{ type: 'providerStatusChanged' }], { ...ctx, activeProviders: ['betradar'] }, off)
    expect(on.ticketState).toBe('initial')
    expect(run([{ type: 'providerStatusChanged' }], ctx, start).ticketState).toBe('initial')
  })

  it('a provider going offline and back: its selections unavailable, then restored; the others untouched', () => {
    const two = run([add(sel('a', 2)), add(sel('b', 3, { matchId: 'm-b', provider: 'oddin' }))])
    const statuses = (oddin: boolean) => ({
      ...ctx,
      activeProviders: activeProvidersOf({ betradar: true, oddin }),
    })
    const off = run([{ type: 'providerStatusChanged' }], statuses(false), two)
    const flags = (t: typeof two) =>
      t.bets.flatMap((b) => b.selections.map((s) => [s.provider, s.isNotAvailable]))
    expect(flags(off)).toEqual([
      ['betradar', false],
      ['oddin', true],
    ])
    expect(off.ticketState).toBe('odds_changed')
    const back = run([{ type: 'providerStatusChanged' }], statuses(true), off)
    expect(flags(back)).toEqual(flags(two))
    expect(back.ticketState).toBe('initial')
  })

  it('a provider the statuses do not name counts as active', () => {
    expect(activeProvidersOf({})).toEqual(['betradar', 'oddin', 'betconstruct'])
    expect(activeProvidersOf({ oddin: false, betradar: true })).toEqual(['betradar', 'betconstruct'])
  })

  it('a match status change reaches its selections and drops a custom bet no longer prematch or live', () => {
    const custom = run([add(sel('a', 2, { matchId: 'm-a' }), true)])
    const status = (s: number): TicketAction => ({
      type: 'matchStatusChanged',
      matchId: matchId('m-a'),
      status: s,
    })
    expect(run([status(1)], ctx, custom).bets[0]?.selections[0]?.matchStatus).toBe(1)
    expect(run([status(0)], ctx, custom)).toBe(custom)
    expect(run([status(4)], ctx, custom).bets).toEqual([])
  })

  it('updates during placement keep the ticket processing', () => {
    const placing = run(
      [{ type: 'setStake', key: 'single:a', stake: eur(100) }, { type: 'placeStarted' }],
      ctx,
      start,
    )
    const t = run([update(market(1, [o('a', 3)]))], ctx, placing)
    expect(t.ticketState).toBe('processing')
  })
})

describe('ticket state after changes (spec §4)', () => {
  it('Adding, removing, restoring selections, or updating markets or provider status gives odds changed if any selection changed or is unavailable, otherwise initial', () => {
    const changed = run([add(sel('a', 2)), update(market(1, [o('a', 2.5)]))])
    expect(changed.ticketState).toBe('odds_changed')
    expect(run([add(sel('b', 3))], ctx, changed).ticketState).toBe('odds_changed')
    expect(run([{ type: 'removeOutcome', outcomeId: key('a') }], ctx, changed).ticketState).toBe('initial')
    const restored = run([
      {
        type: 'restore',
        bets: [{ betType: 'single', selections: [{ ...sel('c', 2), isChanged: true }] }],
        rate: () => undefined,
      },
    ])
    expect(restored.ticketState).toBe('odds_changed')
  })
})
