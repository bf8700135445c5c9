import { describe, expect, it } from 'vitest'
import { matchId, marketId } from '../ids.ts'
import { USD, EUR, JPY } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { placingCancelled } from './place.ts'
import { emptyTicket, storedBets } from './restore.ts'
import { add, comboCtx, ctx, eur, run, sel, types, key } from './test-fixtures.ts'
import { placeBetError, placeBetNumericCode } from './place-bet-errors.ts'

const staked = run([
  add(sel('a', 2)),
  add(sel('b', 3)),
  { type: 'setStake', key: 'single:a', stake: eur(100) },
])

describe('placing bets (spec §4)', () => {
  it('Placing bets: state initial, error cleared, in progress, bets with stake above 0 become processing', () => {
    const failed = run(
      [{ type: 'placeStarted' }, { type: 'placeFailed', error: placeBetError(101) }],
      ctx,
      staked,
    )
    const t = run([{ type: 'placeStarted' }], ctx, failed)
    expect(t).toMatchObject({ inProgress: true, ticketState: 'processing', processingBets: ['single:a'] })
    expect(t.error).toBeUndefined()
    expect(run([{ type: 'placeStarted' }], ctx, t)).toBe(t)
  })

  it('error or initial clears processing bets', () => {
    const placing = run([{ type: 'placeStarted' }], ctx, staked)
    const error = run([{ type: 'placeFailed', error: placeBetError(101) }], ctx, placing)
    expect(error).toMatchObject({ ticketState: 'error', processingBets: [], inProgress: false })
    expect(error.error?.i18nKey).toBe('error.place_bets.invalid_odds')
    expect(placingCancelled(placing)).toMatchObject({ ticketState: 'initial', processingBets: [] })
  })

  it('Place bet: if not logged in, ticket returns to initial and sign-in starts', () => {
    const t = placingCancelled(run([{ type: 'placeStarted' }], ctx, staked))
    expect(t.ticketState).toBe('initial')
    expect(t.bets).toEqual(staked.bets)
  })

  it('Otherwise success with placed bets, or error', () => {
    const placed = [{ key: 'single:a', betId: 'B1', status: 'submitted', isVip: false }]
    const t = run([{ type: 'placeStarted' }, { type: 'placeSucceeded', placed }], ctx, staked)
    expect(t).toMatchObject({
      ticketState: 'success',
      placedBets: placed,
      processingBets: [],
      inProgress: false,
    })
    expect(t.selectedOutcomeIds).toEqual(['b'])
    expect(run([add(sel('c', 2))], ctx, t).ticketState).toBe('initial')
  })

  it('On error without a server code the ticket returns to initial and the error is raised', () => {
    const t = run([{ type: 'placeStarted' }, { type: 'placeFailed' }], ctx, staked)
    expect(t.ticketState).toBe('initial')
    expect(t.error).toBeUndefined()
  })
})

describe('accepting changes (spec §4)', () => {
  it('Accepting odds changes returns to initial, removes suspended or unavailable selections and resets flags', () => {
    const m = (status: number, odds: number) => ({
      type: 'marketsChanged' as const,
      matchId: matchId('m-a'),
      markets: [
        {
          marketId: marketId('1'),
          specifier: '',
          status,
          outcomes: [{ outcomeId: key('a'), odds, active: true }],
        },
      ],
    })
    const changed = run([add(sel('a', 2)), add(sel('b', 3)), m(1, 2.2)], comboCtx)
    expect(changed.ticketState).toBe('odds_changed')
    const accepted = run([{ type: 'acceptChanges' }], comboCtx, changed)
    expect(accepted.ticketState).toBe('initial')
    expect(accepted.bets[0]?.selections[0]).toMatchObject({ odds: 2.2, acceptedOdds: 2.2, isChanged: false })
    const suspended = run([m(-1, 2.2), { type: 'acceptChanges' }], comboCtx, changed)
    expect(types(suspended)).toEqual(['single'])
    expect(suspended.selectedOutcomeIds).toEqual(['b'])
    const placing = run([{ type: 'placeStarted' }], comboCtx, changed)
    expect(run([{ type: 'acceptChanges' }], comboCtx, placing)).toBe(placing)
  })
})

describe('currency, storage and share codes (spec §4)', () => {
  it('Currency change zeroes stakes and resets stake source to sharing', () => {
    const typed = run([{ type: 'setPotentialWin', key: 'single:a', potentialWin: eur(500) }], ctx, staked)
    const t = run([{ type: 'currencyChanged', currency: USD }], ctx, typed)
    expect(t.currency).toBe(USD)
    expect(t.bets.map((b) => [b.stake, b.stakeSource])).toEqual([
      [money(0, USD), 'sharing'],
      [money(0, USD), 'sharing'],
    ])
    expect(run([{ type: 'currencyChanged', currency: EUR }], ctx, typed)).toBe(typed)
  })

  it("Bets are kept in session storage and restored on load; restored bets converted to the user's currency if different", () => {
    const stored = storedBets(run([add(sel('a', 2)), add(sel('b', 3)), add(sel('c', 4))], comboCtx))
    const withStake = stored.map((b) => ({ ...b, stake: eur(1000) }))
    const rate = (from: string, to: string) => (from === 'EUR' && to === 'JPY' ? 160.5 : undefined)
    const t = run([{ type: 'restore', bets: withStake, rate }], comboCtx, emptyTicket(JPY))
    expect(types(t)).toEqual(['combo'])
    expect(t.bets[0]?.stake).toEqual(money(1605, JPY))
    const noRate = run([{ type: 'restore', bets: withStake, rate }], comboCtx, emptyTicket(USD))
    expect(noRate.bets[0]?.stake).toEqual(money(0, USD))
    const same = run([{ type: 'restore', bets: withStake, rate }], comboCtx, emptyTicket(EUR))
    expect(same.bets[0]?.stake).toEqual(eur(1000))
  })

  it('a share code restores bets, dropping selections without market and duplicates, normalising types', () => {
    const bets = [
      {
        betType: 'system' as const,
        systemType: { id: '2/3', totalCount: 3, winCount: 2 },
        selections: [sel('a', 2), sel('b', 3), sel('c', 4, { market: undefined })],
      },
      { betType: 'single' as const, selections: [sel('a', 2)] },
      { betType: 'single' as const, selections: [sel('d', 2)], stakeSource: 'potential_win' as const },
    ]
    const t = run([{ type: 'restore', bets, rate: () => undefined }], ctx)
    expect(types(t)).toEqual(['combo', 'single'])
    expect(t.selectedOutcomeIds).toEqual(['a', 'b', 'd'])
    expect(t.bets[1]?.stakeSource).toBe('potential_win')
    const placing = run([{ type: 'placeStarted' }], ctx, t)
    expect(run([{ type: 'restore', bets, rate: () => undefined }], ctx, placing)).toBe(placing)
  })

  it('storage keeps the system type', () => {
    const system = run(
      [add(sel('a', 2)), add(sel('b', 3)), add(sel('c', 4)), { type: 'switchBetType', to: 'system' }],
      comboCtx,
    )
    expect(storedBets(system)[0]?.systemType?.id).toBe('2/3')
  })

  it('storage and restore keep a custom bet and its joint price', () => {
    const custom = run([
      add(sel('a', 2, { matchId: 'm' }), true),
      add(sel('b', 3, { matchId: 'm' }), true),
      { type: 'setCustomOdds', key: 'custom:m', odds: sel('x', 4.2).odds },
    ])
    const stored = storedBets(custom)
    expect(stored[0]).toMatchObject({ betType: 'custom_bet', customOdds: 4.2 })
    const back = run([{ type: 'restore', bets: stored, rate: () => undefined }])
    expect(back.bets[0]).toMatchObject({ key: 'custom:m', betType: 'custom_bet', customOdds: 4.2 })
  })
})

describe('stakes', () => {
  it('setCustomOdds prices a custom bet only', () => {
    const custom = run([add(sel('a', 2, { matchId: 'm' }), true), add(sel('b', 2))])
    const t = run(
      [
        { type: 'setCustomOdds', key: 'custom:m', odds: sel('x', 3.5).odds },
        { type: 'setCustomOdds', key: 'single:b', odds: sel('x', 3.5).odds },
      ],
      ctx,
      custom,
    )
    expect(t.bets[0]?.customOdds).toBe(3.5)
    expect(t.bets[1]?.customOdds).toBeUndefined()
    expect(run([add(sel('c', 2, { matchId: 'm' }), true)], ctx, t).bets[0]?.customOdds).toBeUndefined()
    expect(
      run(
        [{ type: 'removeOutcome', outcomeId: key('a') }],
        ctx,
        run(
          [
            add(sel('c', 2, { matchId: 'm' }), true),
            { type: 'setCustomOdds', key: 'custom:m', odds: sel('x', 3.5).odds },
          ],
          ctx,
          t,
        ),
      ).bets[0]?.customOdds,
    ).toBeUndefined()
  })
  it('stake edits are ignored while placing', () => {
    const placing = run([{ type: 'placeStarted' }], ctx, staked)
    expect(
      run(
        [
          { type: 'setStake', key: 'single:a', stake: eur(5) },
          { type: 'setSharedStake', stake: eur(5) },
        ],
        ctx,
        placing,
      ),
    ).toBe(placing)
  })
})

describe('place-bet codes both ways (spec §8)', () => {
  it('a catalogue code the server sends comes back to the same catalogue code from its number', () => {
    for (const code of [
      'invalid_odds',
      'invalid_odds_custom_bet',
      'pve_player_bet_forbidden',
      'municipality_not_found',
    ])
      expect(placeBetError(placeBetNumericCode(code)).code).toBe(code)
    expect(placeBetNumericCode('stake_too_low')).toBeUndefined()
  })
})
