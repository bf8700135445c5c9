import { fromBigInt, zero, type Money } from '../money/money.ts'
import { minimum } from '../money/compare.ts'
import { divideRounded } from '../money/rounding.ts'
import { ODDS_SCALE, scaleOdds } from '../odds/decimal-odds.ts'
import type { SelectionOutcome } from '../settlement/selection-result.ts'
import { rangeIndexOf } from './comboboost.ts'
import { isFreebetType, type ComboboostRange } from './types.ts'

/**
 * Acca insurance: a straight combo of at least `minLegs` pre-match legs, each at `minOdds` or more (one
 * leg below disqualifies the whole ticket), that loses by exactly one leg gets its stake back as a
 * freebet of at most `cap` (ADR 032).
 */
export interface AccaInsuranceRule {
  readonly minLegs: number
  readonly minOdds: number
  readonly cap: Money
}

/**
 * Acca bonus: a winning straight combo earns a percentage of its winnings by the number of its legs at
 * `minOdds` or more. The tiers are comboboost ranges (`bonusOdds` 1.1 = +10 %), read by the same
 * `rangeIndexOf`; unlike a comboboost, the bonus is on the winnings, a void leg drops a tier, and the
 * amount is capped and paid as its own ledger line (ADR 032).
 */
export interface AccaBonusRule {
  readonly minOdds: number
  readonly ranges: readonly ComboboostRange[]
  readonly cap: Money
}

/** A leg as placed: its accepted odds, whether its match had not started, and how it settled. */
export interface AccaLeg {
  readonly odds: number
  readonly prematch?: boolean
  readonly outcome?: SelectionOutcome | null
}

/** What placement knows of a bet: its type and legs. */
export interface AccaBet {
  readonly type: string
  readonly legs: readonly AccaLeg[]
}

/** Void and refunded legs count as odds 1 and no longer count as legs (ADR 032). */
const counts = (l: AccaLeg) => l.outcome !== 'void' && l.outcome !== 'refund'
const straight = (bet: AccaBet) => bet.type === 'combo' && bet.legs.every((l) => l.prematch !== false)

/**
 * Which acca offers a bet may take with the bonus it names (ADR 032, ADR 033): none on a freebet (its
 * stake is not the player's) or with a profit-boost token (one promotion per bet); insurance but no acca
 * bonus on top of a comboboost (one win booster per bet).
 */
export function accaOffersAllowed(bonusType: string | undefined): { insurance: boolean; bonus: boolean } {
  const none = bonusType !== undefined && (isFreebetType(bonusType) || bonusType === 'profit_boost')
  return { insurance: !none, bonus: !none && bonusType !== 'comboboost' }
}

/** Whether the bet, as placed, is insured: a pre-match combo, enough legs, every leg at the minimum. */
export function accaInsured(rule: AccaInsuranceRule, bet: AccaBet): boolean {
  return straight(bet) && bet.legs.length >= rule.minLegs && bet.legs.every((l) => l.odds >= rule.minOdds)
}

/** The legs that count toward the acca bonus tier: at the minimum odds and not void. */
export const accaBonusLegs = (rule: AccaBonusRule, legs: readonly AccaLeg[]): number =>
  legs.filter((l) => counts(l) && l.odds >= rule.minOdds).length

/** The bonus percentage for this many counting legs (0 below the first tier). */
export function accaBonusPercent(rule: AccaBonusRule, count: number): number {
  const range = rule.ranges[rangeIndexOf(rule.ranges, count)]
  return range ? Math.round((range.bonusOdds - 1) * 10_000) / 100 : 0
}

/** The percentage a bet earns as placed (0: the bet does not qualify). */
export const accaBonusAtPlacement = (rule: AccaBonusRule, bet: AccaBet): number =>
  straight(bet) ? accaBonusPercent(rule, accaBonusLegs(rule, bet.legs)) : 0

/**
 * While an insured combo has exactly one lost leg and others still open, it waits for them: the
 * insurance is decided by how they end (a second lost leg settles it at once).
 */
export function accaInsuranceWaits(outcomes: readonly (SelectionOutcome | null)[]): boolean {
  return outcomes.filter((o) => o === 'lose').length === 1 && outcomes.includes(null)
}

/**
 * The freebet an insured combo earns at settlement: min(stake, cap) when exactly one leg lost and every
 * other won (a dead heat, settled as a half win, counts as won; a void leg counts as 1.0 and drops out
 * of the leg count, so fewer than `minLegs` left voids the insurance); nothing otherwise.
 */
export function accaInsuranceRefund<C extends string>(
  rule: AccaInsuranceRule,
  stake: Money<C>,
  legs: readonly AccaLeg[],
): Money<C> {
  const none = zero(stake.currency)
  if (stake.currency.code !== rule.cap.currency.code) return none
  const lost = legs.filter((l) => l.outcome === 'lose').length
  const othersWon = legs.every(
    (l) => l.outcome === 'lose' || !counts(l) || l.outcome === 'win' || l.outcome === 'half_win',
  )
  if (lost !== 1 || !othersWon || legs.filter(counts).length < rule.minLegs) return none
  return minimum(stake, rule.cap as Money<C>)
}

/**
 * The acca bonus a settled combo earns: the winnings (payout − stake) × the tier's percentage for the
 * legs left counting after voids, rounded down, at most `cap`; nothing when a leg lost or no winnings.
 */
export function accaBonusAmount<C extends string>(
  rule: AccaBonusRule,
  stake: Money<C>,
  payout: Money<C>,
  legs: readonly AccaLeg[],
): Money<C> {
  const none = zero(stake.currency)
  const range = rule.ranges[rangeIndexOf(rule.ranges, accaBonusLegs(rule, legs))]
  const winnings = BigInt(payout.amount - stake.amount)
  if (!range || winnings <= 0n || legs.some((l) => l.outcome === 'lose' || l.outcome === 'half_lose'))
    return none
  if (stake.currency.code !== rule.cap.currency.code) return none
  const share = BigInt(scaleOdds(range.bonusOdds) - ODDS_SCALE)
  if (share <= 0n) return none
  const amount = fromBigInt(divideRounded(winnings * share, BigInt(ODDS_SCALE), 'down'), stake.currency)
  return minimum(amount, rule.cap as Money<C>)
}
