import type { ServerBet } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { requireSession } from '~/lib/session/require-session.ts'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { refusalKey, removeCashoutRule, showBet } from '../api/cashout-rules.ts'

/**
 * Removing a bet's auto cash-out or alert rule, wherever the rule shows (My Bets, the match strip, the
 * receipt): the answered bet goes into every cached list, a toast confirms, a refusal is its message.
 * Remove takes its own button away: focus goes to the "Auto cash-out" button (`autoRef`), which comes
 * back in its place.
 */
export function useRemoveCashoutRule(bet: ServerBet) {
  const intl = useIntl()
  const qc = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [refocus, setRefocus] = useState(false)
  const autoRef = useRef<HTMLButtonElement>(null)
  const rule = bet.cashout_rule
  useEffect(() => {
    if (refocus && !rule) {
      autoRef.current?.focus()
      setRefocus(false)
    }
  }, [refocus, rule])
  const remove = async () => {
    setBusy(true)
    setError(null)
    try {
      await requireSession(async () => {
        showBet(qc, (await removeCashoutRule(bet.id)).bet)
        setRefocus(true)
        toasts.show('toast.cashout_rule_removed')
      })
    } catch (e) {
      setError(intl.formatMessage({ id: refusalKey(e) }))
    } finally {
      setBusy(false)
      void qc.invalidateQueries({ queryKey: ['bets'] })
    }
  }
  return { remove: () => void remove(), busy, error, autoRef }
}
