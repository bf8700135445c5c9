import type { BonusId } from '../ids.ts'
import type { Money } from '../money/money.ts'
import type { ProfitBoost } from './profit-boost.ts'

/** One comboboost range: a bet with minCount..maxCount suitable selections gets bonusOdds. */
export interface ComboboostRange {
  readonly minCount: number
  readonly maxCount: number
  /** Multiplier applied to the total odds (1.1 = +10 %). */
  readonly bonusOdds: number
}

/** A comboboost offer (spec §3): selections at or above minOdds count toward a range. */
export interface Comboboost {
  readonly id: BonusId
  readonly type: 'comboboost'
  readonly minOdds: number
  readonly ranges: readonly ComboboostRange[]
}

/** Freebet types of spec §3. */
export type FreebetType = 'freebet' | 'freebet_only_win' | 'freebet_all_win' | 'freebet_no_risk'

/** A freebet offer (spec §3): odds bounds, match status and selection count conditions, amount. */
export interface Freebet {
  readonly id: BonusId
  readonly type: FreebetType
  readonly amount: Money
  readonly minOdds?: number
  readonly maxOdds?: number
  readonly matchStatus?: number
  readonly selectionsFrom?: number
  readonly selectionsTo?: number
}

/** Bonuses that collect points or chests from bets and change no payout. */
export interface PointsBonus {
  readonly id: BonusId
  readonly type: 'hunting' | 'tournament' | 'lootbox'
  /** Hunting and tournaments: the lowest total odds that earn points, and the campaign's currency. */
  readonly minOdds?: number
  readonly currencyCode?: string
}

/** A bonus the player is offered, as the bonus lists deliver it. */
export type OfferedBonus = Comboboost | Freebet | PointsBonus | ProfitBoost

/** The order in which a bonus is picked by default when the list changes (spec §4). */
export const DEFAULT_BONUS_ORDER = ['hunting', 'tournament', 'comboboost'] as const

export const isFreebetType = (type: string): type is FreebetType => type.startsWith('freebet')

/**
 * Whether a bet placed with this bonus stakes free money (a freebet's amount, never the player's):
 * every freebet kind but no-risk, whose stake is the player's own money refunded as a freebet if lost.
 * Such a stake takes nothing from the balance and counts toward no limit, jackpot, chest or comp point.
 */
export const isFreeStake = (bonusType: string | null | undefined): boolean =>
  bonusType !== null && bonusType !== undefined && isFreebetType(bonusType) && bonusType !== 'freebet_no_risk'
