import { zero } from '../money/money.ts'
import type { Currency } from '../money/currency.ts'
import type { Bet, BetType, Selection } from './types.ts'

/** The key of the one custom bet a match can have on the slip (what `setCustomOdds` names). */
export const customBetKey = (matchId: number | string): string => `custom:${matchId}`

/** Bet keys derive from content, so the reducer needs no id generator and keys survive restores. */
/**
 * A bet's type from what it carries (spec §3, POST /bets): custom odds make a custom bet, a system id a
 * system, several selections a combo, one a single. The wire reads it with `betInputType`; the slip
 * rebuilds a shared bet with it.
 */
export function betTypeOf(bet: { custom: boolean; system: boolean; selections: number }): BetType {
  if (bet.custom) return 'custom_bet'
  if (bet.system) return 'system'
  return bet.selections > 1 ? 'combo' : 'single'
}

export function betKey(betType: BetType, selections: readonly Selection[]): string {
  const first = selections[0]
  if (betType === 'single') return `single:${first?.outcomeId ?? ''}`
  if (betType === 'custom_bet') return customBetKey(first?.matchId ?? '')
  return betType
}

/** A new bet with a zero stake typed by the player (stake source sharing). */
export function newBet(betType: BetType, selections: readonly Selection[], currency: Currency): Bet {
  return {
    key: betKey(betType, selections),
    betType,
    selections,
    stake: zero(currency),
    stakeSource: 'sharing',
  }
}

/** The bet with other selections and type, keeping stake and bonus, with its key re-derived. */
export function rebuildBet(bet: Bet, betType: BetType, selections: readonly Selection[]): Bet {
  const { systemType: _drop, ...rest } = bet
  return { ...rest, betType, selections, key: betKey(betType, selections) }
}

/** Bets that are not custom bets: the singles, combo or system the outcome buttons build. */
export const regularBets = (bets: readonly Bet[]): Bet[] => bets.filter((b) => b.betType !== 'custom_bet')

/** Every selection of the given bets. */
export const selectionsOf = (bets: readonly Bet[]): Selection[] => bets.flatMap((b) => b.selections)
