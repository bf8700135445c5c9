import { describe, expect, it } from 'vitest'
import { bonusId, matchId, marketId } from '../ids.ts'
import { EUR, USD } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { canPlace, limitsIn, quickBetProblems, ticketProblems } from './problems.ts'
import { ticketSummary } from './summary.ts'
import { isWrongOddsError, placeBetError, WRONG_ODDS_RISK_KEYS } from './place-bet-errors.ts'
import { add, comboCtx, ctx, eur, run, sel, key } from './test-fixtures.ts'
import type { Ticket } from './types.ts'

const codes = (t: Ticket, c = ctx, limits = {}) => ticketProblems(t, c, limits).map((p) => p.code)
const staked = (t: Ticket, cents = 100) => run([{ type: 'setSharedStake', stake: eur(cents) }], ctx, t)

describe('problems: why placing is unavailable (spec §5)', () => {
  it('Place-bet unavailable when: no bets', () => {
    expect(ticketProblems(run([]), ctx)).toEqual([{ code: 'no-bets', i18nKey: 'betslip.problem.no_bets' }])
    expect(canPlace(run([]), ctx)).toBe(false)
  })

  it('any stake not above 0', () => {
    const t = run([add(sel('a', 2))])
    expect(codes(t)).toEqual(['stake-not-positive'])
    expect(canPlace(staked(t), ctx)).toBe(true)
  })

  it('total stake and potential return check fails', () => {
    const t = staked(run([add(sel('a', 2)), add(sel('b', 2))]), 500)
    expect(codes(t, ctx, { balance: eur(900) })).toEqual(['insufficient-balance'])
    expect(codes(t, ctx, { minStake: eur(600), maxStake: eur(400) })).toEqual([
      'stake-below-minimum',
      'stake-above-maximum',
    ])
    expect(codes(t, ctx, { maxPayout: eur(900) })).toEqual(['potential-return-above-maximum'])
    expect(
      codes(t, ctx, { balance: eur(1000), minStake: eur(100), maxStake: eur(500), maxPayout: eur(5000) }),
    ).toEqual([])
  })

  it('limits in another currency than the ticket do not apply (the slip switches currency a moment later)', () => {
    const t = staked(run([add(sel('a', 2)), add(sel('b', 2))]), 500)
    const usd = (cents: number) => money(cents, USD)
    const inUsd = { balance: usd(1), minStake: usd(100_000), maxStake: usd(1), maxPayout: usd(1) }
    expect(codes(t, ctx, inUsd)).toEqual([])
    expect(ticketSummary(t, usd(1)).totalPotentialWin).toEqual(eur(2000))
    expect(limitsIn(EUR, { ...inUsd, isPvePlayer: true, maxPayout: eur(900) })).toEqual({
      isPvePlayer: true,
      maxPayout: eur(900),
    })
  })

  it('Combo and system bets cannot hold two outcomes of the same match', () => {
    const t = staked(
      run(
        [add(sel('a', 2, { matchId: 'm' })), add(sel('b', 2, { matchId: 'm' })), add(sel('c', 2))],
        comboCtx,
      ),
    )
    const [problem] = ticketProblems(t, comboCtx)
    expect(problem).toMatchObject({ code: 'same-match', betKeys: ['combo'], outcomeIds: ['a', 'b'] })
  })

  it('an outright is bet as a single only: a combo or system holding one cannot be placed', () => {
    const winner = sel('w', 6, { isOutright: true })
    const combo = staked(run([add(sel('a', 2)), add(winner)], comboCtx))
    expect(ticketProblems(combo, comboCtx)).toEqual([
      {
        code: 'outright-single-only',
        i18nKey: 'outright.problem.single_only',
        betKeys: ['combo'],
        outcomeIds: ['w'],
      },
    ])
    // As a single, beside another single where multi-single is allowed, it is placed.
    expect(codes(staked(run([add(sel('a', 2)), add(winner)])))).toEqual([])
    const system = run(
      [add(sel('a', 2)), add(sel('b', 2)), add(winner), { type: 'switchBetType', to: 'system' }],
      comboCtx,
    )
    expect(codes(staked(system), comboCtx)).toContain('outright-single-only')
  })

  it('System bets cannot use Oddin selections', () => {
    const t = run(
      [
        add(sel('a', 2)),
        add(sel('b', 2)),
        add(sel('c', 2)),
        { type: 'switchBetType', to: 'system' },
        add(sel('d', 2, { provider: 'oddin' })),
      ],
      comboCtx,
    )
    expect(codes(staked(t), comboCtx)).toEqual(['system-oddin'])
  })

  it('Only Betradar is allowed, plus Oddin where enabled', () => {
    const t = staked(
      run(
        [add(sel('a', 2, { provider: 'oddin' })), add(sel('b', 2, { provider: 'betconstruct' }))],
        comboCtx,
      ),
    )
    expect(ticketProblems(t, comboCtx)[0]).toMatchObject({ code: 'provider-not-allowed', outcomeIds: ['b'] })
    expect(ticketProblems(t, { ...comboCtx, oddinEnabled: false })[0]?.outcomeIds).toEqual(['a', 'b'])
  })

  it("Multi-single only if every selection's provider allows it", () => {
    const t = staked(run([add(sel('a', 2)), add(sel('b', 2))]))
    expect(codes(t, comboCtx)).toEqual(['multi-single-unavailable'])
  })

  it('a system without a matching system type cannot be placed', () => {
    const t = run(
      [add(sel('a', 2)), add(sel('b', 2)), add(sel('c', 2)), { type: 'switchBetType', to: 'system' }],
      comboCtx,
    )
    const broken = {
      ...t,
      bets: t.bets.map((b) => ({ ...b, systemType: { id: '5/9', totalCount: 9, winCount: 5 } })),
    }
    expect(codes(staked(broken), comboCtx)).toEqual(['system-without-type'])
  })

  it('a custom bet needs its quoted odds', () => {
    expect(codes(staked(run([add(sel('a', 2, { matchId: 'm' }), true)])))).toEqual(['custom-odds-missing'])
  })

  it('changed, suspended and unavailable selections block placing until accepted', () => {
    const update = (status: number, odds: number) => ({
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
    const t = staked(run([add(sel('a', 2)), update(1, 3)]))
    expect(codes(t)).toEqual(['odds-changed'])
    expect(codes(run([update(-1, 3)], ctx, t))).toEqual(['selection-suspended', 'odds-changed'])
    expect(codes(run([{ type: 'providerStatusChanged' }], { ...ctx, activeProviders: [] }, t))).toEqual([
      'selection-unavailable',
      'odds-changed',
    ])
  })

  it('PVE players cannot bet (error.platform.pve_player_bet_forbidden); codes come in priority order', () => {
    const problems = ticketProblems(run([add(sel('a', 2))]), ctx, { isPvePlayer: true })
    expect(problems.map((p) => [p.code, p.i18nKey])).toEqual([
      ['pve-player', 'error.platform.pve_player_bet_forbidden'],
      ['stake-not-positive', 'betslip.problem.stake_not_positive'],
    ])
  })

  it('Quick bet rejected if potential win is equal or less than stake (error.potential_win.equal_or_less)', () => {
    const low = run([add(sel('a', 1.001)), { type: 'setSharedStake', stake: eur(100) }])
    expect(quickBetProblems(low, ctx)).toEqual([
      { code: 'quick-bet-win-too-low', i18nKey: 'error.potential_win.equal_or_less', betKeys: ['single:a'] },
    ])
    expect(quickBetProblems(staked(run([add(sel('a', 2))])), ctx)).toEqual([])
  })
})

describe('place-bet errors (spec §8)', () => {
  it.each([
    [101, 'invalid_odds', 'error.place_bets.invalid_odds'],
    ['invalid_odds', 'invalid_odds', 'error.place_bets.invalid_odds'],
    [120, 'invalid_odds_custom_bet', 'error.place_bets.invalid_odds_custom_bet'],
    ['invalid_odds_custom_bet', 'invalid_odds_custom_bet', 'error.place_bets.invalid_odds_custom_bet'],
    [114, 'pve_player_bet_forbidden', 'error.platform.pve_player_bet_forbidden'],
    ['pve_player_bet_forbidden', 'pve_player_bet_forbidden', 'error.platform.pve_player_bet_forbidden'],
    [118, 'municipality_not_found', 'error.place_bets.municipality_not_found'],
    ['municipality_not_found', 'municipality_not_found', 'error.place_bets.municipality_not_found'],
    [
      'error.risk_validation.odds_to_low',
      'error.risk_validation.odds_to_low',
      'error.risk_validation.odds_to_low',
    ],
    [999, 'default', 'error.place_bets.default'],
    [undefined, 'default', 'error.place_bets.default'],
  ] as const)('server code %s maps to %s (%s)', (code, expected, key) => {
    expect(placeBetError(code)).toEqual({ code: expected, i18nKey: key })
  })
  it('keeps a localized message from the server', () => {
    expect(placeBetError(999, 'Nope').message).toBe('Nope')
  })
  it('risk messages count as wrong-odds errors', () => {
    for (const key of WRONG_ODDS_RISK_KEYS) expect(isWrongOddsError(key)).toBe(true)
    expect([101, 120, 'invalid_odds', 'invalid_odds_custom_bet'].every(isWrongOddsError)).toBe(true)
    expect(isWrongOddsError(114)).toBe(false)
  })
})

describe('a profit-boost token’s most stake (issue #30.5, ADR 033)', () => {
  it('a stake above it is a problem the slip names; at it, none', () => {
    const single = run([add(sel('o1', 3)), { type: 'setStake', key: 'single:o1', stake: eur(2500) }])
    const token = { id: bonusId('f1'), type: 'profit_boost' as const, odds: 1.25, maxStake: eur(2000) }
    const withToken = (t: Ticket, stake: number): Ticket => ({
      ...t,
      bets: t.bets.map((b) => ({ ...b, stake: eur(stake), bonus: token })),
    })
    expect(codes(withToken(single, 2500))).toContain('stake-above-bonus-maximum')
    expect(codes(withToken(single, 2000))).not.toContain('stake-above-bonus-maximum')
  })
})
