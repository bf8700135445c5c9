import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { ALERT_AUTO_CLOSE_MS, alerts } from '~/components/alerts/alert-store.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { paymentStatusFromUrl, type PaymentStatus } from '../payment-links.ts'

/** Spec §8: payment notifications appear as alerts of type success, warning or error. */
export const PAYMENT_ALERT_TYPE = { success: 'success', pending: 'warning', error: 'error' } as const

const tone = { success: 'text-positive', warning: 'text-warning', error: 'text-negative' } as const

/**
 * Back from the operator's cashier with `?payment_status=` (spec §2): says how the payment went,
 * refreshes the balance, and removes the parameter from the address bar (like `?modal=`).
 */
export function PaymentReturnAlert() {
  const intl = useIntl()
  const qc = useQueryClient()
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const [shown, setShown] = useState<{ status: PaymentStatus; at: number } | null>(null)

  useEffect(() => {
    const found = paymentStatusFromUrl(pathname, search, hash)
    if (!found) return
    if (found.status) {
      alerts.dismissKind('default') // one alert at a time (spec §4)
      setShown({ status: found.status, at: Date.now() })
      void qc.invalidateQueries({ queryKey: accountsQueryKey })
    }
    void navigate(found.cleanUrl, { replace: true, preventScrollReset: true })
  }, [pathname, search, hash, navigate, qc])

  useEffect(() => {
    if (!shown) return
    const t = setTimeout(() => setShown(null), ALERT_AUTO_CLOSE_MS)
    return () => clearTimeout(t)
  }, [shown])

  const type = shown ? PAYMENT_ALERT_TYPE[shown.status] : null
  return (
    // The live region exists from the first paint, so the alert added later is announced.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-3 md:bottom-6"
    >
      {shown && type && (
        <div
          key={shown.at}
          data-type={type}
          className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border border-line bg-raised px-4 py-3 text-fg shadow-lg"
        >
          <StatusIcon type={type} />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="text-sm font-semibold">
              <FormattedMessage id={`payment.${shown.status}.title`} />
            </p>
            <p className="text-sm text-muted">
              <FormattedMessage id={`payment.${shown.status}.description`} />
            </p>
          </div>
          <button
            type="button"
            onClick={() => setShown(null)}
            aria-label={intl.formatMessage({ id: 'common.close' })}
            className="-me-1 rounded-sm px-1.5 text-lg leading-none text-muted hover:text-fg"
          >
            <span aria-hidden>×</span>
          </button>
        </div>
      )}
    </div>
  )
}

/** A different shape per type, so the outcome is never told by colour alone. */
function StatusIcon({ type }: { type: keyof typeof tone }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={`mt-0.5 size-5 shrink-0 ${tone[type]}`}
    >
      {type === 'success' && <path d="M20 6 9 17l-5-5" />}
      {type === 'warning' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </>
      )}
      {type === 'error' && (
        <>
          <path d="M12 3 2 21h20L12 3z" />
          <path d="M12 10v5M12 18h.01" />
        </>
      )}
    </svg>
  )
}
