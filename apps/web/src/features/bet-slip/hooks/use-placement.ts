import { ERRORS, placeBetsRequest, type Player, type PlaceBetsResponse } from '@sportsbook/contract'
import { PLACE_BET_I18N, placeBetError, type Ticket, type TicketError } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { userLimitsQueryKey } from '~/lib/limits/user-limits.ts'
import { BETS_QUERY_ROOT } from '~/lib/realtime/private-cache.ts'
import { ApiError, isUnauthorized } from '~/lib/api-client.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { isLoggedIn } from '~/lib/session/use-session.ts'
import { deviceId } from '~/lib/slip/device-id.ts'
import { placeBets, placeBetsErrorBody } from '../api/place-bets.ts'

type RefusalBody = ReturnType<typeof placeBetsErrorBody>

/** How one placement attempt ended. */
export type PlacementResult =
  | { readonly kind: 'placed'; readonly bets: PlaceBetsResponse['data'] }
  /** The session ended: the caller asks the player to sign in again. */
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'refused'; readonly error: TicketError; readonly body: RefusalBody }

/** The slip's error for a refused placement (spec §8): the place-bet code, else the catalogue code the server named. */
function refusalError(body: RefusalBody): TicketError {
  const mapped = placeBetError(body?.bet_code ?? body?.errors_by_bet?.[0]?.code ?? body?.code)
  // A catalogue code the server named (stake too low, insufficient balance …) says more than the default.
  const named = body && mapped.i18nKey === PLACE_BET_I18N.default && body.code !== 'place_bets_failed'
  return named ? { code: body.code, i18nKey: ERRORS[body.code].key } : mapped
}

/**
 * The one placement flow behind the slip and the quick bet (spec §4): the ticket goes out as
 * POST /bets with a fresh Idempotency-Key, the answer comes back as a PlacementResult, and the
 * bet list and balance are refreshed whatever happened.
 */
export function usePlacement() {
  const qc = useQueryClient()
  const signedIn = useCallback(() => isLoggedIn(qc.getQueryData<Player | null>(playerQueryKey)), [qc])
  const place = useCallback(
    async (ticket: Ticket, quick: boolean): Promise<PlacementResult> => {
      try {
        const res = await placeBets(placeBetsRequest(ticket, deviceId(), quick), crypto.randomUUID())
        return { kind: 'placed', bets: res.data }
      } catch (e) {
        if (isUnauthorized(e)) return { kind: 'unauthorized' }
        const body = e instanceof ApiError ? placeBetsErrorBody(e.body) : undefined
        return { kind: 'refused', error: refusalError(body), body }
      } finally {
        void qc.invalidateQueries({ queryKey: BETS_QUERY_ROOT })
        void qc.invalidateQueries({ queryKey: accountsQueryKey })
        void qc.invalidateQueries({ queryKey: userLimitsQueryKey })
      }
    },
    [qc],
  )
  return useMemo(() => ({ signedIn, place }), [signedIn, place])
}
