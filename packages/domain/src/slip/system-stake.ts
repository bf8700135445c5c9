// A system bet's stake is a whole number of lines (docs/decisions/013-system-stake-per-line.md):
// the bettor types the stake per line, the bet takes lines × that, and not a cent more.
import { isFreeStake } from '../bonus/types.ts'
import { multiply } from '../money/arithmetic.ts'
import { fromBigInt, zero, type Money } from '../money/money.ts'
import { divideRounded } from '../money/rounding.ts'
import { systemSizes } from './named-multiples.ts'
import { binomial, systemTypeMatches } from './system-types.ts'
import type { Bet, SystemType } from './types.ts'

/** The lines a system type plays: every combination of each of its sizes (N of an N-of-M system). */
export const lineCount = (type: SystemType): number =>
  systemSizes(type).reduce((n, size) => n + binomial(type.totalCount, size), 0)

/**
 * The lines a bet plays: a system's lines; any other bet is one line, and so is a system whose
 * type does not fit its selections (it cannot be placed: problem system-without-type).
 */
export const linesOf = (bet: Pick<Bet, 'betType' | 'systemType' | 'selections'>): number =>
  bet.betType === 'system' && bet.systemType && systemTypeMatches(bet.systemType, bet.selections.length)
    ? lineCount(bet.systemType)
    : 1

/** The lines the bet's stake was split into: its system type's, even while its selections change. */
const splitLines = (bet: Bet): number =>
  bet.betType === 'system' && bet.systemType ? lineCount(bet.systemType) : 1

/** A total's stake per line, rounded down (how a stored total that did not divide is still settled). */
export function perLine(total: Money, lines: number): Money {
  if (lines <= 0) return zero(total.currency)
  return fromBigInt(divideRounded(BigInt(total.amount), BigInt(lines), 'down'), total.currency)
}

/**
 * What the bet's stake field shows and sets: its stake per line (a one-line bet's whole stake). A
 * system whose selections just changed is still split by its previous type, so the unit carries.
 */
export const stakePerLine = (bet: Bet): Money => perLine(bet.stake, splitLines(bet))

/** Whether the stake splits into its lines to the minor unit: every cent of it is in play. */
export const splitsIntoLines = (stake: Money, lines: number): boolean =>
  lines > 0 && stake.amount % lines === 0

/** The largest stake of whole lines not above `stake`: lines × its stake per line. */
export const wholeLines = (stake: Money, lines: number): Money => multiply(perLine(stake, lines), lines)

/** An only-win or all-win freebet fixes the stake at its amount (the stake field is locked). */
export const freebetFixesStake = (bet: Bet): boolean =>
  bet.bonus?.amount !== undefined && isFreeStake(bet.bonus.type)

/**
 * The bet as a system of `type`, keeping its stake per line (UK convention: a new system type
 * keeps the unit and the total follows the lines; a total that did not divide is cut to whole
 * lines). A no-risk freebet's stake stays within its amount. A stake a freebet fixes stays while
 * it splits into the new lines; otherwise that freebet no longer applies and is cleared with its
 * stake, as spec §4 clears a freebet no longer offered. The same bet when nothing changes.
 */
export function asSystem(bet: Bet, type: SystemType): Bet {
  const lines = lineCount(type)
  const same = type.id === bet.systemType?.id
  if (freebetFixesStake(bet)) {
    if (splitsIntoLines(bet.stake, lines)) return same ? bet : { ...bet, systemType: type }
    const { bonus: _lost, ...rest } = bet
    return { ...rest, systemType: type, stake: zero(bet.stake.currency) }
  }
  const kept = multiply(stakePerLine(bet), lines)
  const cap = bet.bonus?.amount
  const stake = cap && kept.amount > cap.amount ? wholeLines(cap, lines) : kept
  return same && stake.amount === bet.stake.amount ? bet : { ...bet, systemType: type, stake }
}
