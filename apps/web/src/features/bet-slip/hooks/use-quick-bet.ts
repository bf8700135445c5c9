import type { Player } from '@sportsbook/contract'
import {
  MATCH_STATUS,
  emptyTicket,
  placeBetError,
  quickBetProblems,
  setStake,
  toggleOutcome,
  type SelectionInput,
  type SlipContext,
} from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { openModal } from '~/components/modal/modal-store.ts'
import { ApiRequestError, isUnauthorized } from '~/lib/session/api-send.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { isLoggedIn, useSession } from '~/lib/session/use-session.ts'
import { deviceId } from '~/lib/slip/device-id.ts'
import { setOutcomePressHandler, toggleOutcome as toggleOnSlip } from '~/lib/slip/outcome-press.ts'
import { quickBet } from '~/lib/slip/quick-bet-store.ts'
import { placeBets, placeBetsErrorBody, placeBetsRequest } from '../api/place-bets.ts'

/**
 * Quick bet (spec §4): with quick mode on and its stake approved, a live-match price places a
 * single at once (meta.quick) instead of joining the slip. It turns off when the balance falls
 * below its stake; a potential win not above the stake is refused (spec §5).
 */
export function useQuickBet(ctx: SlipContext): void {
  const qc = useQueryClient()
  const { balance } = useSession()
  const ctxRef = useRef(ctx)
  useEffect(() => {
    ctxRef.current = ctx
  })

  useEffect(() => {
    if (balance) quickBet.balance(balance)
  }, [balance])

  useEffect(() => {
    async function place(selection: SelectionInput) {
      const q = quickBet.get()
      if (!isLoggedIn(qc.getQueryData<Player | null>(playerQueryKey))) {
        openModal('sign-in', { params: { reason: 'place' } })
        return
      }
      const ticket = setStake(
        toggleOutcome(emptyTicket(q.stake.currency), selection, ctxRef.current, { custom: false }),
        `single:${selection.outcomeId}`,
        q.stake,
      )
      const problem = quickBetProblems(ticket, ctxRef.current)[0]
      if (!quickBet.start(selection.outcomeId)) return
      if (problem) {
        quickBet.finish({ code: problem.code, i18nKey: problem.i18nKey })
        return
      }
      try {
        await placeBets(placeBetsRequest(ticket, deviceId(), true), crypto.randomUUID())
        quickBet.finish()
      } catch (e) {
        if (isUnauthorized(e)) openModal('sign-in', { params: { reason: 'expired' } })
        const body = e instanceof ApiRequestError ? placeBetsErrorBody(e.body) : undefined
        quickBet.finish(placeBetError(body?.bet_code ?? body?.errors_by_bet?.[0]?.code ?? body?.code))
      } finally {
        void qc.invalidateQueries({ queryKey: ['bets'] })
        void qc.invalidateQueries({ queryKey: accountsQueryKey })
      }
    }
    return setOutcomePressHandler((selection) => {
      const q = quickBet.get()
      if (q.isEnabled && q.isApproved && selection.matchStatus === MATCH_STATUS.LIVE) void place(selection)
      else toggleOnSlip(selection)
    })
  }, [qc])
}
