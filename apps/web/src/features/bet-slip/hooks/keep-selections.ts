import { outcomeKey, referenceRate, storedBets, tryDecimalOdds, type StoredBet } from '@sportsbook/domain'
import { focusSlip } from '~/lib/slip/slip-focus.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import type { Receipt } from './receipt-store.ts'

/**
 * "Keep selections" on the receipt: the placed bets' selections go back on the slip as the same bet
 * types, at the odds the server accepted, with no stake and no bonus (a second bet is a new decision,
 * and a freebet is spent), beside whatever the slip still holds; focus moves to the first stake.
 */
export function keepSelections(receipt: Receipt): void {
  const store = getSlipStore()
  const accepted = new Map(
    receipt.placed.flatMap((b) =>
      b.selections.map(
        (s) => [outcomeKey(s.match_id, s.market_id, s.specifier, s.outcome_id), s.odds] as const,
      ),
    ),
  )
  const kept: StoredBet[] = receipt.sent.map((bet) => ({
    betType: bet.betType,
    selections: bet.selections.map((s) => {
      const odds = tryDecimalOdds(accepted.get(s.outcomeId) ?? s.odds) ?? s.odds
      return { ...s, odds, acceptedOdds: odds, initialOdds: odds, isChanged: false }
    }),
    ...(bet.systemType ? { systemType: bet.systemType } : {}),
  }))
  store.dispatch({ type: 'restore', bets: [...storedBets(store.getTicket()), ...kept], rate: referenceRate })
  focusSlip()
}
