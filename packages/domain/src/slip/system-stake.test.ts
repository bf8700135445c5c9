import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Freebet } from '../bonus/types.ts'
import { MAX_SYSTEM_SELECTIONS } from '../constants.ts'
import { bonusId, matchId, marketId } from '../ids.ts'
import { EUR, USD } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import { ticketProblems } from './problems.ts'
import type { TicketAction } from './reducer.ts'
import { emptyTicket, restoreBets, storedBets } from './restore.ts'
import { ticketSummary } from './summary.ts'
import { systemBreakdown } from './system-lines.ts'
import { lineCount, stakePerLine } from './system-stake.ts'
import { systemTypesFor } from './system-types.ts'
import { add, comboCtx, eur, key, run, sel } from './test-fixtures.ts'
import type { SystemType, Ticket } from './types.ts'

/** Every system type the slip offers: k of n for 3 ≤ n ≤ MAX_SYSTEM_SELECTIONS, 2 ≤ k < n. */
const ALL_TYPES = Array.from({ length: MAX_SYSTEM_SELECTIONS - 2 }, (_, i) => systemTypesFor(i + 3)).flat()
const hundredths = fc.integer({ min: 101, max: 900 })
/** Prices up to 3.00 keep every line's win of a 1 000 000 unit within safe integers, 11 from 12 too. */
const modest = fc.integer({ min: 101, max: 300 })

/** A system slip of the type's selections (odds from `hs`), its type picked. */
function systemSlip(type: SystemType, hs: readonly number[]): Ticket {
  const picks = Array.from({ length: type.totalCount }, (_, i) =>
    add(sel(`o${i}`, (hs[i % hs.length] ?? 150) / 100)),
  )
  return run(
    [...picks, { type: 'switchBetType', to: 'system' }, { type: 'setSystemType', systemTypeId: type.id }],
    comboCtx,
  )
}
const on = (t: Ticket, ...actions: TicketAction[]) => run(actions, comboCtx, t)

describe('a system bet takes whole lines (issue #27, ADR 013)', () => {
  it('for every system type and any stake per line: debit = Σ line stakes, the unit per line, no remainder', () => {
    expect(ALL_TYPES).toHaveLength(55)
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_TYPES),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(modest, { minLength: 1, maxLength: 4 }),
        (type, unit, hs) => {
          const t = on(systemSlip(type, hs), { type: 'setStakePerLine', key: 'system', stake: eur(unit) })
          const bet = t.bets[0]!
          const debit = ticketSummary(t).totalStake
          const breakdown = systemBreakdown(
            bet.stake,
            bet.selections.map((s) => s.odds),
            type.winCount,
          )
          expect(breakdown.lines).toHaveLength(lineCount(type))
          expect(breakdown.stakePerLine).toEqual(eur(unit))
          expect(debit.amount).toBe(breakdown.lines.length * breakdown.stakePerLine.amount)
          expect(debit.amount % breakdown.lines.length).toBe(0)
          expect(stakePerLine(bet)).toEqual(eur(unit))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a total typed for a system is cut to whole lines, never kept with cents no line plays', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_TYPES.filter((t) => t.totalCount <= 6)),
        fc.nat(10_000_000),
        (type, total) => {
          const bet = on(systemSlip(type, [150]), { type: 'setStake', key: 'system', stake: eur(total) })
            .bets[0]!
          const lines = lineCount(type)
          expect(bet.stake.amount % lines).toBe(0)
          expect(total - bet.stake.amount).toBeGreaterThanOrEqual(0)
          expect(total - bet.stake.amount).toBeLessThan(lines)
        },
      ),
    )
    // 2 from 3 at €2.00: 3 lines of €0.66, €1.98 taken (it was €2.00 taken, €1.98 played)
    const t = on(systemSlip(ALL_TYPES[0]!, [150]), { type: 'setStake', key: 'system', stake: eur(200) })
    expect(ticketSummary(t).totalStake).toEqual(eur(198))
  })

  it('a system total that does not split into its lines cannot be placed (how the server meets one)', () => {
    const t = on(systemSlip(ALL_TYPES[0]!, [150]), { type: 'setStakePerLine', key: 'system', stake: eur(66) })
    expect(ticketProblems(t, comboCtx)).toEqual([])
    const wire = { ...t, bets: t.bets.map((b) => ({ ...b, stake: eur(200) })) }
    expect(ticketProblems(wire, comboCtx)).toEqual([
      {
        code: 'stake-not-whole-lines',
        i18nKey: 'betslip.problem.stake_not_whole_lines',
        betKeys: ['system'],
      },
    ])
  })

  it('the stake per line stays as the system type, the picks or the bet type change', () => {
    const four = on(systemSlip(systemTypesFor(4)[0]!, [200]), {
      type: 'setStakePerLine',
      key: 'system',
      stake: eur(50),
    })
    expect(four.bets[0]?.stake).toEqual(eur(300)) // 2 from 4: 6 lines × €0.50
    const threeOfFour = on(four, { type: 'setSystemType', systemTypeId: '3/4' })
    expect(threeOfFour.bets[0]?.stake).toEqual(eur(200)) // 4 lines × €0.50
    const fifth = on(four, add(sel('o9', 2)))
    expect(fifth.bets[0]?.systemType?.id).toBe('2/5')
    expect(fifth.bets[0]?.stake).toEqual(eur(500)) // 10 lines × €0.50
    const three = on(four, { type: 'removeOutcome', outcomeId: key('o3') })
    expect(three.bets[0]).toMatchObject({ systemType: { id: '2/3' }, stake: eur(150) })
    const combo = on(three, { type: 'removeOutcome', outcomeId: key('o2') })
    expect(combo.bets[0]).toMatchObject({ betType: 'combo', stake: eur(50) })
    const switched = on(four, { type: 'switchBetType', to: 'combo' })
    expect(switched.bets[0]?.stake).toEqual(eur(50))
    const back = on(switched, { type: 'switchBetType', to: 'system' })
    expect(back.bets[0]?.stake).toEqual(eur(300))
  })

  it('a stored or converted system stake comes back as whole lines of its stake per line', () => {
    const type = ALL_TYPES[0]!
    const slip = systemSlip(type, [150])
    const stored = storedBets(slip).map((b) => ({ ...b, stake: eur(200) }))
    const restored = restoreBets(emptyTicket(EUR), stored, () => undefined)
    expect(restored.bets[0]?.stake).toEqual(eur(198))
    // per line: €0.66 at 1.10 is $0.72 (rounded down), 3 lines $2.16 (€1.98 converted whole: $2.17)
    const usd = restoreBets(emptyTicket(USD), stored, () => 1.1)
    expect(usd.bets[0]?.stake).toEqual(money(216, USD))
  })

  it('a typed win gives whole lines: the least stake per line whose lines, all winning, reach it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_TYPES.filter((t) => t.totalCount <= 6)),
        fc.array(hundredths, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (type, hs, win) => {
          const t = on(systemSlip(type, hs), {
            type: 'setPotentialWin',
            key: 'system',
            potentialWin: eur(win),
          })
          const bet = t.bets[0]!
          const odds = bet.selections.map((s) => s.odds)
          const cap = eur(Number.MAX_SAFE_INTEGER)
          const lines = lineCount(type)
          expect(bet.stake.amount % lines).toBe(0)
          expect(
            systemBreakdown(bet.stake, odds, type.winCount, cap).potentialWin.amount,
          ).toBeGreaterThanOrEqual(win)
          const less = eur(bet.stake.amount - lines)
          if (less.amount >= 0)
            expect(systemBreakdown(less, odds, type.winCount, cap).potentialWin.amount).toBeLessThan(win)
        },
      ),
    )
  })

  it('odds moves rescale a typed win per line, so the system keeps whole lines', () => {
    const typed = on(systemSlip(ALL_TYPES[0]!, [200]), {
      type: 'setPotentialWin',
      key: 'system',
      potentialWin: eur(1200),
    })
    expect(typed.bets[0]?.stake).toEqual(eur(300)) // 3 lines × €1.00 at 2 × 2 each
    const moved = on(typed, {
      type: 'marketsChanged',
      matchId: matchId('m-o0'),
      markets: [
        {
          marketId: marketId('1'),
          specifier: '',
          status: 1,
          outcomes: [{ outcomeId: key('o0'), odds: 2.5, active: true }],
        },
      ],
    })
    // lines 5 + 5 + 4 = 14 per unit instead of 12: €1.00 × 12/14 → €0.85 per line, 3 lines
    expect(moved.bets[0]?.selections[0]?.odds).toBe(decimalOdds(2.5))
    expect(moved.bets[0]?.stake).toEqual(eur(255))
  })

  it('a freebet goes on a system only when its amount splits into the lines', () => {
    // €6.12 splits into 3, 4 and 6 lines, not into 10
    const freebet: Freebet = { id: bonusId('fb'), type: 'freebet_only_win', amount: eur(612) }
    const three = systemSlip(ALL_TYPES[0]!, [200])
    const offered = on(three, { type: 'bonusesChanged', offers: [freebet] })
    expect(offered.bets[0]?.availableBonuses).toEqual([
      { id: 'fb', type: 'freebet_only_win', amount: eur(612) },
    ])
    const odd = on(three, { type: 'bonusesChanged', offers: [{ ...freebet, amount: eur(500) }] })
    expect(odd.bets[0]?.availableBonuses).toEqual([])
    const four = on(systemSlip(systemTypesFor(4)[0]!, [200]), { type: 'bonusesChanged', offers: [freebet] })
    const chosen = on(four, { type: 'selectBonus', key: 'system', bonusId: bonusId('fb') })
    expect(chosen.bets[0]?.stake).toEqual(eur(612))
    expect(on(chosen, { type: 'setSystemType', systemTypeId: '3/4' }).bets[0]?.stake).toEqual(eur(612))
    const five = on(chosen, add(sel('o9', 2))) // 2 from 5: 10 lines: the freebet goes
    expect(five.bets[0]).toMatchObject({ systemType: { id: '2/5' }, stake: eur(0) })
    expect(five.bets[0]?.bonus).toBeUndefined()
    // a no-risk freebet is cash up to its amount: whole lines of at most €6.12 whatever the lines
    const noRisk = on(
      on(systemSlip(systemTypesFor(4)[0]!, [200]), {
        type: 'setStakePerLine',
        key: 'system',
        stake: eur(200),
      }),
      { type: 'bonusesChanged', offers: [{ ...freebet, type: 'freebet_no_risk' }] },
      { type: 'selectBonus', key: 'system', bonusId: bonusId('fb') },
    )
    expect(noRisk.bets[0]?.stake).toEqual(eur(612)) // 6 lines of €1.02, not €12.00
    expect(on(noRisk, add(sel('o9', 2))).bets[0]?.stake).toEqual(eur(610)) // 10 lines of €0.61
  })
})
