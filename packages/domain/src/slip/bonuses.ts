import { activeComboboost } from '../bonus/comboboost.ts'
import { freebetApplies } from '../bonus/freebet.ts'
import { pointsBonusApplies } from '../bonus/points.ts'
import { profitBoostApplies, profitMultiplier } from '../bonus/profit-boost.ts'
import { DEFAULT_BONUS_ORDER, isFreebetType, type OfferedBonus } from '../bonus/types.ts'
import { LOOTBOX_BONUS_ODDS } from '../constants.ts'
import type { BonusId } from '../ids.ts'
import { minimum } from '../money/compare.ts'
import { zero } from '../money/money.ts'
import { multiplyOdds } from '../odds/decimal-odds.ts'
import { linesOf, splitsIntoLines, wholeLines } from './system-stake.ts'
import type { Bet, BetBonus, Ticket } from './types.ts'

/**
 * The offer as it applies to this bet (with its odds or amount), or undefined when it does not. A
 * freebet applies to a system only when its amount splits into the system's lines: a free stake
 * is played whole (docs/decisions/013-system-stake-per-line.md).
 */
export function bonusForBet(offer: OfferedBonus, bet: Bet): BetBonus | undefined {
  if (bet.betType === 'custom_bet') return undefined
  const odds = bet.selections.map((s) => s.odds)
  switch (offer.type) {
    case 'comboboost': {
      const active = bet.betType === 'combo' ? activeComboboost(offer, odds) : undefined
      return active && { id: offer.id, type: offer.type, odds: active.range.bonusOdds }
    }
    case 'hunting':
    case 'tournament':
      return pointsBonusApplies(offer, multiplyOdds(odds), bet.stake.currency.code)
        ? { id: offer.id, type: offer.type }
        : undefined
    case 'lootbox':
      return { id: offer.id, type: offer.type, odds: LOOTBOX_BONUS_ODDS }
    case 'profit_boost': {
      const facts = {
        totalOdds: multiplyOdds(odds),
        currencyCode: bet.stake.currency.code,
        isSystem: bet.betType === 'system',
      }
      return profitBoostApplies(offer, facts)
        ? { id: offer.id, type: offer.type, odds: profitMultiplier(offer.boostBp), maxStake: offer.maxStake }
        : undefined
    }
    default: {
      const facts = {
        totalOdds: multiplyOdds(odds),
        selectionCount: odds.length,
        matchStatuses: bet.selections.map((s) => s.matchStatus),
        currencyCode: bet.stake.currency.code,
      }
      return freebetApplies(offer, facts) && splitsIntoLines(offer.amount, linesOf(bet))
        ? { id: offer.id, type: offer.type, amount: offer.amount }
        : undefined
    }
  }
}

/**
 * Re-selects each bet's bonus after the bonus list changed (spec §4): the chosen bonus stays if
 * still offered; a freebet no longer offered is cleared and its stake reset to 0; otherwise the
 * first of hunting, tournament, comboboost that applies is chosen.
 */
export function applyBonusList(ticket: Ticket, offers: readonly OfferedBonus[]): Ticket {
  const bets = ticket.bets.map((bet): Bet => {
    const availableBonuses = offers.map((o) => bonusForBet(o, bet)).filter((b): b is BetBonus => !!b)
    const { bonus: current, ...rest } = bet
    const kept = availableBonuses.find((b) => b.id === current?.id)
    if (kept) return { ...rest, availableBonuses, bonus: kept }
    const lostFreebet = current !== undefined && isFreebetType(current.type)
    const stake = lostFreebet ? zero(bet.stake.currency) : bet.stake
    const byDefault = DEFAULT_BONUS_ORDER.map((t) => availableBonuses.find((b) => b.type === t)).find(Boolean)
    return { ...rest, stake, availableBonuses, ...(byDefault ? { bonus: byDefault } : {}) }
  })
  return { ...ticket, bets }
}

/**
 * The player picks one of the bet's available bonuses, or none. A freebet sets the stake: the
 * whole amount for only-win and all-win, at most the amount for no-risk (whole lines of a system).
 */
export function selectBonus(ticket: Ticket, key: string, bonusId: BonusId | undefined): Ticket {
  if (ticket.inProgress) return ticket
  const bets = ticket.bets.map((bet): Bet => {
    if (bet.key !== key) return bet
    const { bonus: previous, ...rest } = bet
    const bonus = bet.availableBonuses?.find((b) => b.id === bonusId)
    const wasFreebet = previous !== undefined && isFreebetType(previous.type)
    if (!bonus) return wasFreebet ? { ...rest, stake: zero(bet.stake.currency) } : rest
    if (!bonus.amount) return { ...rest, bonus, ...(wasFreebet ? { stake: zero(bet.stake.currency) } : {}) }
    const noRisk = bonus.type === 'freebet_no_risk' && bet.stake.amount > 0
    const stake = noRisk ? wholeLines(minimum(bet.stake, bonus.amount), linesOf(bet)) : bonus.amount
    return { ...rest, bonus, stake, stakeSource: 'sharing' }
  })
  return { ...ticket, bets }
}
