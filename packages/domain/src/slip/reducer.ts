import type { OfferedBonus } from '../bonus/types.ts'
import type { BonusId, MatchId } from '../ids.ts'
import type { OutcomeKey } from '../market/keys.ts'
import type { Currency } from '../money/currency.ts'
import type { Money } from '../money/money.ts'
import type { DecimalOdds } from '../odds/decimal-odds.ts'
import { acceptChanges } from './accept-changes.ts'
import { toggleOutcome } from './add-outcome.ts'
import { applyBonusList, selectBonus } from './bonuses.ts'
import {
  applyMarketsUpdate,
  applyMatchStatus,
  applyProviderStatuses,
  type MarketSnapshot,
} from './odds-update.ts'
import { placingFailed, placingSucceeded, startPlacing } from './place.ts'
import { clearTicket, removeOutcome } from './remove-outcome.ts'
import { restoreBets, type RateLookup, type StoredBet } from './restore.ts'
import type { SelectionInput } from './selection.ts'
import {
  changeCurrency,
  setCustomOdds,
  setPotentialWin,
  setSharedStake,
  setStake,
  setStakePerLine,
} from './stake.ts'
import { setSystemType, switchBetType } from './switch-bet-type.ts'
import type { PlacedBet, SlipContext, Ticket, TicketError } from './types.ts'

/** Everything that can happen to the slip; a store dispatches these. */
export type TicketAction =
  | { type: 'toggleOutcome'; selection: SelectionInput; custom?: boolean }
  | { type: 'removeOutcome'; outcomeId: OutcomeKey }
  | { type: 'clear' }
  | { type: 'switchBetType'; to: 'single' | 'combo' | 'system' }
  | { type: 'setSystemType'; systemTypeId: string }
  | { type: 'setStake'; key: string; stake: Money }
  /** The bet's stake field: per line for a system (the bet takes lines × it), the stake otherwise. */
  | { type: 'setStakePerLine'; key: string; stake: Money }
  | { type: 'setSharedStake'; stake: Money }
  | { type: 'setPotentialWin'; key: string; potentialWin: Money }
  | { type: 'setCustomOdds'; key: string; odds: DecimalOdds }
  | { type: 'marketsChanged'; matchId: MatchId; markets: readonly MarketSnapshot[] }
  | { type: 'matchStatusChanged'; matchId: MatchId; status: number }
  | { type: 'providerStatusChanged' }
  | { type: 'acceptChanges' }
  | { type: 'currencyChanged'; currency: Currency }
  | { type: 'restore'; bets: readonly StoredBet[]; rate: RateLookup }
  | { type: 'bonusesChanged'; offers: readonly OfferedBonus[] }
  | { type: 'selectBonus'; key: string; bonusId: BonusId | undefined }
  | { type: 'placeStarted' }
  | { type: 'placeSucceeded'; placed: readonly PlacedBet[] }
  | { type: 'placeFailed'; error?: TicketError }

/** The slip as a pure reducer: `(ticket, action, settings) → ticket`, no I/O, no clock. */
export function ticketReducer(ticket: Ticket, action: TicketAction, ctx: SlipContext): Ticket {
  switch (action.type) {
    case 'toggleOutcome':
      return toggleOutcome(ticket, action.selection, ctx, { custom: action.custom ?? false })
    case 'removeOutcome':
      return removeOutcome(ticket, action.outcomeId)
    case 'clear':
      return clearTicket(ticket)
    case 'switchBetType':
      return switchBetType(ticket, action.to, ctx)
    case 'setSystemType':
      return setSystemType(ticket, action.systemTypeId)
    case 'setStake':
      return setStake(ticket, action.key, action.stake)
    case 'setStakePerLine':
      return setStakePerLine(ticket, action.key, action.stake)
    case 'setSharedStake':
      return setSharedStake(ticket, action.stake)
    case 'setPotentialWin':
      return setPotentialWin(ticket, action.key, action.potentialWin)
    case 'setCustomOdds':
      return setCustomOdds(ticket, action.key, action.odds)
    case 'marketsChanged':
      return applyMarketsUpdate(ticket, action.matchId, action.markets, ctx)
    case 'matchStatusChanged':
      return applyMatchStatus(ticket, action.matchId, action.status)
    case 'providerStatusChanged':
      return applyProviderStatuses(ticket, ctx)
    case 'acceptChanges':
      return acceptChanges(ticket)
    case 'currencyChanged':
      return changeCurrency(ticket, action.currency)
    case 'restore':
      return restoreBets(ticket, action.bets, action.rate)
    case 'bonusesChanged':
      return applyBonusList(ticket, action.offers)
    case 'selectBonus':
      return selectBonus(ticket, action.key, action.bonusId)
    case 'placeStarted':
      return startPlacing(ticket)
    case 'placeSucceeded':
      return placingSucceeded(ticket, action.placed)
    case 'placeFailed':
      return placingFailed(ticket, action.error)
  }
}
