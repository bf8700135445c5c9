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
import { useEffect, useRef } from 'react'
import { openModal } from '~/lib/modal/modal-store.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { setOutcomePressHandler, toggleOutcome as toggleOnSlip } from '~/lib/slip/outcome-press.ts'
import { quickBet } from '~/lib/slip/quick-bet-store.ts'
import { usePlacement } from './use-placement.ts'

/**
 * Quick bet (spec §4): with quick mode on and its stake approved, a live-match price places a
 * single at once (meta.quick) instead of joining the slip. It turns off when the balance falls
 * below its stake; a potential win not above the stake is refused (spec §5).
 */
export function useQuickBetPlacement(ctx: SlipContext): void {
  const placement = usePlacement()
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
      if (!placement.signedIn()) {
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
      const result = await placement.place(ticket, true)
      if (result.kind === 'placed') quickBet.finish()
      else if (result.kind === 'refused') quickBet.finish(result.error)
      else {
        openModal('sign-in', { params: { reason: 'expired' } })
        quickBet.finish(placeBetError(undefined))
      }
    }
    return setOutcomePressHandler((selection) => {
      const q = quickBet.get()
      if (q.isEnabled && q.isApproved && selection.matchStatus === MATCH_STATUS.LIVE) void place(selection)
      else toggleOnSlip(selection)
    })
  }, [placement])
}
