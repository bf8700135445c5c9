import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { showPaymentAlert } from '../payment-alert.ts'
import { paymentStatusFromUrl } from '~/lib/payments/payment-links.ts'

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
      showPaymentAlert(found.status)
      void qc.invalidateQueries({ queryKey: accountsQueryKey })
    }
    void navigate(found.cleanUrl, { replace: true, preventScrollReset: true })
  }, [pathname, search, hash, navigate, qc])

  return null
}
