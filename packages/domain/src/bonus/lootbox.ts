import { multiplyByOdds } from '../money/multiply-by-odds.ts'
import { money, type Money } from '../money/money.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import type { Currency } from '../money/currency.ts'

/** A chest's level: 1 small, 2 medium, 3 large (spec §9 chest image size). */
export type ChestLevel = 1 | 2 | 3
/** The result of the bet that farmed the chest. */
export type ChestKind = 'win' | 'loss'

/** A lootbox campaign's rules (amounts in minor units of the campaign's currency). */
export interface LootboxRules {
  /** A bet farms a chest only if its total odds reach this. */
  readonly minOdds: number
  /** … and its real-money stake reaches this. */
  readonly minStake: number
  /** One chest per event: a second settled bet on a farmed event farms nothing. */
  readonly farmOncePerEvent: boolean
  /** Total odds at or above [0] give a level-2 chest, at or above [1] a level-3 one. */
  readonly levelOdds: readonly [number, number]
  /** The freebet a chest holds, by kind, for levels 1, 2, 3. */
  readonly prizes: Readonly<Record<ChestKind, readonly [number, number, number]>>
  /** Every this many lootbox freebets used in bets earn one boost of a lootbox freebet. */
  readonly freebetsToBoost: number
  /** A boost multiplies the freebet's amount by this (rounded down). */
  readonly boostMultiplier: number
}

/** The facts of a settled bet the lootbox looks at. */
export interface SettledBetFacts {
  readonly totalOdds: number
  /** Real-money stake (0 for a freebet stake). */
  readonly cashStake: number
  readonly outcome: 'win' | 'loss' | 'void'
  readonly eventIds: readonly number[]
}

/** The level of a chest by the bet's total odds: bolder bets farm bigger chests. */
export function chestLevel(rules: LootboxRules, totalOdds: number): ChestLevel {
  if (totalOdds >= rules.levelOdds[1]) return 3
  return totalOdds >= rules.levelOdds[0] ? 2 : 1
}

/**
 * The chest a settled bet farms, or null: a voided bet, a bet below the minimum odds or stake, a
 * free stake, or (farmOncePerEvent) a bet on an event already farmed farms nothing. A win farms a
 * win chest and a loss a loss chest, of the level its odds give.
 */
export function farmChest(
  rules: LootboxRules,
  bet: SettledBetFacts,
  farmedEventIds: readonly number[],
): { readonly level: ChestLevel; readonly kind: ChestKind } | null {
  if (bet.outcome === 'void' || bet.cashStake <= 0 || bet.cashStake < rules.minStake) return null
  if (bet.totalOdds < rules.minOdds) return null
  if (rules.farmOncePerEvent && bet.eventIds.some((id) => farmedEventIds.includes(id))) return null
  return { level: chestLevel(rules, bet.totalOdds), kind: bet.outcome }
}

/** The freebet a chest holds. */
export const chestPrize = <C extends string>(
  rules: LootboxRules,
  chest: { readonly level: ChestLevel; readonly kind: ChestKind },
  currency: Currency<C>,
): Money<C> => {
  const [small, medium, large] = rules.prizes[chest.kind]
  return money(chest.level === 1 ? small : chest.level === 2 ? medium : large, currency)
}

/** The chest image size of a level (spec §9: 1 small, 2 medium, else large, for win or loss). */
export const chestSize = (level: number): 'small' | 'medium' | 'large' =>
  level === 1 ? 'small' : level === 2 ? 'medium' : 'large'

/** Boosts the player may still use: one per `freebetsToBoost` lootbox freebets used in bets. */
export function boostsAvailable(rules: LootboxRules, usedInBets: number, boostsUsed: number): number {
  if (rules.freebetsToBoost <= 0) return 0
  return Math.max(0, Math.floor(usedInBets / rules.freebetsToBoost) - boostsUsed)
}

/** A boosted freebet's amount: × the multiplier, rounded down (never below the amount). */
export function boostedFreebet<C extends string>(amount: Money<C>, multiplier: number): Money<C> {
  if (multiplier <= 1) return amount
  return multiplyByOdds(amount, [decimalOdds(multiplier)], 'down')
}
