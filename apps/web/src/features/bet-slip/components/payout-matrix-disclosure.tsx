import type { Bet, Money } from '@sportsbook/domain'
import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'

// Its own chunk (with the domain's payoutMatrix): the slip is on every page and most bettors never
// open the table, so the first load carries only this disclosure (ADR 034).
const PayoutMatrixTable = lazy(() => import('./payout-matrix-table.tsx'))

/**
 * "Payout table" under a system bet or named multiple: closed, it is a native disclosure; opened,
 * the table (winners, lines that win, return range) loads and follows the stake and prices.
 */
export function PayoutMatrixDisclosure({ bet, cap }: { bet: Bet; cap?: Money | undefined }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  return (
    <details
      className="border-t border-line px-3 py-2 text-sm"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="payout-matrix"
    >
      <summary className="cursor-pointer rounded-sm text-xs font-semibold text-brand">
        {intl.formatMessage({ id: 'multiples.matrix.toggle' })}
      </summary>
      {open && (
        <Suspense
          fallback={
            <p className="pt-2 text-xs text-muted">
              {intl.formatMessage({ id: 'multiples.matrix.loading' })}
            </p>
          }
        >
          <PayoutMatrixTable bet={bet} cap={cap} />
        </Suspense>
      )}
    </details>
  )
}
