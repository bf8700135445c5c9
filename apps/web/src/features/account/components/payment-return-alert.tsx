import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { alerts } from '~/components/alerts/alert-store.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { paymentStatusFromUrl } from '../payment-links.ts'

/** Spec §8: payment notifications appear as alerts of type success, warning or error. */
export const PAYMENT_ALERT_TYPE = { success: 'success', pending: 'warning', error: 'error' } as const

/**
 * Back from the operator's cashier with `?payment_status=` (spec §2): says how the payment went,
 * refreshes the balance, and removes the parameter from the address bar (like `?modal=`).
 */
export function PaymentReturnAlert() {
  const qc = useQueryClient()
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()

  useEffect(() => {
    const found = paymentStatusFromUrl(pathname, search, hash)
    if (!found) return
    if (found.status) {
      // The page's one alert slot: it replaces whatever alert is up (spec §4).
      alerts.show('payment', {
        tone: PAYMENT_ALERT_TYPE[found.status],
        titleId: `payment.${found.status}.title`,
        descriptionId: `payment.${found.status}.description`,
      })
      void qc.invalidateQueries({ queryKey: accountsQueryKey })
    }
    void navigate(found.cleanUrl, { replace: true, preventScrollReset: true })
  }, [pathname, search, hash, navigate, qc])

  return null
}
