import { marketId, matchId, outcomeKey, tryDecimalOdds, type Bet, type PlacedBet } from '@sportsbook/domain'
import { useCallback } from 'react'
import { openModal } from '~/lib/modal/modal-store.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import type { placeBetsErrorBody } from '../api/place-bets.ts'
import { setReceipt } from './receipt-store.ts'
import { usePlacement } from './use-placement.ts'

/** Current odds of refused selections go back into the slip, so the player sees and accepts them. */
function applySelectionProblems(error: ReturnType<typeof placeBetsErrorBody>): void {
  const store = getSlipStore()
  for (const bet of error?.errors_by_bet ?? []) {
    for (const s of bet.selections ?? []) {
      store.dispatch({
        type: 'marketsChanged',
        matchId: matchId(s.match_id),
        markets: [
          {
            marketId: marketId(s.market_id),
            specifier: s.specifier,
            status: s.odds === null || !s.active ? -1 : 1,
            outcomes:
              s.odds === null
                ? []
                : [
                    {
                      outcomeId: outcomeKey(s.match_id, s.market_id, s.specifier, s.outcome_id),
                      active: s.active,
                      odds: s.odds,
                    },
                  ],
          },
        ],
      })
    }
  }
}

/**
 * A custom bet refused because its joint price moved (code 120) takes the server's current price,
 * so the slip shows it and the next press places at it (a live price moves during the live delay).
 */
function applyCustomPrices(error: ReturnType<typeof placeBetsErrorBody>, sent: readonly Bet[]): void {
  for (const bet of error?.errors_by_bet ?? []) {
    const key = sent[bet.index]?.key
    const odds = bet.custom_odds === undefined ? undefined : tryDecimalOdds(bet.custom_odds)
    if (key !== undefined && odds !== undefined) getSlipStore().dispatch({ type: 'setCustomOdds', key, odds })
  }
}

/**
 * Place the slip (spec §4): a visitor gets sign-in and keeps the slip, then placing resumes;
 * otherwise processing → success with the placed bets (and their receipt), or error with the
 * catalogue message (§8).
 */
export function usePlaceBets(): () => Promise<void> {
  const placement = usePlacement()
  const place = useCallback(async (): Promise<void> => {
    const store = getSlipStore()
    if (store.getTicket().inProgress) return
    if (!placement.signedIn()) {
      store.dispatch({ type: 'placeFailed' })
      openModal('sign-in', { params: { reason: 'place' }, onSuccess: () => void place() })
      return
    }
    store.dispatch({ type: 'placeStarted' })
    setReceipt(undefined)
    const ticket = store.getTicket()
    const sent = ticket.bets.filter((b) => ticket.processingBets.includes(b.key))
    const result = await placement.place(ticket, false)
    if (result.kind === 'placed') {
      const placed: PlacedBet[] = result.bets.map((bet, i) => ({
        key: sent[i]?.key ?? bet.id,
        betId: bet.id,
        status: bet.status,
        isVip: bet.is_vip,
      }))
      // The receipt first: the slip shows it the moment its bets leave.
      setReceipt({ placed: result.bets, sent })
      store.dispatch({ type: 'placeSucceeded', placed })
    } else if (result.kind === 'unauthorized') {
      store.dispatch({ type: 'placeFailed' })
      openModal('sign-in', { params: { reason: 'expired' }, onSuccess: () => void place() })
    } else {
      store.dispatch({ type: 'placeFailed', error: result.error })
      applySelectionProblems(result.body)
      applyCustomPrices(result.body, sent)
    }
  }, [placement])
  return place
}
