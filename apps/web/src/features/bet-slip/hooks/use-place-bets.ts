import { ERRORS, type Player } from '@sportsbook/contract'
import {
  PLACE_BET_I18N,
  marketId,
  matchId,
  outcomeKey,
  placeBetError,
  type PlacedBet,
  type TicketError,
} from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { openModal } from '~/components/modal/modal-store.ts'
import { ApiRequestError, isUnauthorized } from '~/lib/session/api-send.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { isLoggedIn } from '~/lib/session/use-session.ts'
import { deviceId } from '~/lib/slip/device-id.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { placeBets, placeBetsErrorBody, placeBetsRequest } from '../api/place-bets.ts'

/** Query keys refreshed after a placement: the bet list (My Bets) and the balance. */
export const BETS_QUERY_ROOT = ['bets'] as const

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
 * Place the slip (spec §4): a visitor gets sign-in and keeps the slip, then placing resumes;
 * otherwise processing → success with the placed bets, or error with the catalogue message (§8).
 */
export function usePlaceBets(): () => Promise<void> {
  const qc = useQueryClient()
  const place = useCallback(async (): Promise<void> => {
    const store = getSlipStore()
    if (store.getTicket().inProgress) return
    if (!isLoggedIn(qc.getQueryData<Player | null>(playerQueryKey))) {
      store.dispatch({ type: 'placeFailed' })
      openModal('sign-in', { params: { reason: 'place' }, onSuccess: () => void place() })
      return
    }
    store.dispatch({ type: 'placeStarted' })
    const ticket = store.getTicket()
    const sent = ticket.bets.filter((b) => ticket.processingBets.includes(b.key))
    try {
      const res = await placeBets(placeBetsRequest(ticket, deviceId()), crypto.randomUUID())
      const placed: PlacedBet[] = res.data.map((bet, i) => ({
        key: sent[i]?.key ?? bet.id,
        betId: bet.id,
        status: bet.status,
        isVip: bet.is_vip,
      }))
      store.dispatch({ type: 'placeSucceeded', placed })
    } catch (e) {
      if (isUnauthorized(e)) {
        store.dispatch({ type: 'placeFailed' })
        openModal('sign-in', { params: { reason: 'expired' }, onSuccess: () => void place() })
        return
      }
      const body = e instanceof ApiRequestError ? placeBetsErrorBody(e.body) : undefined
      const code = body?.bet_code ?? body?.errors_by_bet?.[0]?.code ?? body?.code
      const mapped = placeBetError(code)
      // A catalogue code the server named (stake too low, insufficient balance …) says more than the default.
      const named = body && mapped.i18nKey === PLACE_BET_I18N.default && body.code !== 'place_bets_failed'
      const error: TicketError = named ? { code: body.code, i18nKey: ERRORS[body.code].key } : mapped
      store.dispatch({ type: 'placeFailed', error })
      applySelectionProblems(body)
    } finally {
      void qc.invalidateQueries({ queryKey: BETS_QUERY_ROOT })
      void qc.invalidateQueries({ queryKey: accountsQueryKey })
    }
  }, [qc])
  return place
}
