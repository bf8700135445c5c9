import type { Ticket } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BONUSES_QUERY_ROOT } from '~/lib/realtime/private-cache.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import { useBonusOffers } from '../api/get-bonus-offers.ts'

/** What a bet's bonus depends on: its type (a system's lines too), selections and odds, and currency. */
const betsSignature = (t: Ticket) =>
  t.bets
    .map(
      (b) =>
        `${b.key}:${b.betType}:${b.systemType?.id ?? ''}:${b.stake.currency.code}:${b.selections.map((s) => `${s.outcomeId}@${s.odds}`).join(',')}`,
    )
    .join('|')

/**
 * Feeds the slip the bonuses it may use (spec §4 "bonus list changes re-select the bonus"): on a new
 * list, and whenever the bets change (a selection or odds move can open or close a comboboost range).
 * After a placement the lists reload (a freebet was used).
 */
export function useSlipBonuses(ticket: Ticket, signedIn: boolean): void {
  const qc = useQueryClient()
  const offers = useBonusOffers(signedIn).data
  const signature = betsSignature(ticket)
  useEffect(() => {
    if (offers) dispatchSlip({ type: 'bonusesChanged', offers })
  }, [offers, signature])
  const state = ticket.ticketState
  useEffect(() => {
    if (state === 'success' || state === 'error') void qc.invalidateQueries({ queryKey: BONUSES_QUERY_ROOT })
  }, [state, qc])
}
