import type { SpiMounted } from '@sportsbook/contract'
import type { Money } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { closeModal, completeModal } from '~/lib/modal/modal-store.ts'
import { publicEnv } from '~/config/public-env.ts'
import { widgetScriptUrl, widgetTestStatus } from '~/lib/payments/availability.ts'
import { loadWidget } from '~/lib/payments/load-widget.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { widgetSession } from '../api/widget-session.ts'
import { showPaymentAlert, widgetStatus } from '../payment-alert.ts'
import { paymentReturnUrl } from '~/lib/payments/payment-links.ts'
import { FormAlert, linkButtonClass } from './form-field.tsx'

type Phase = 'loading' | 'ready' | 'failed'

/**
 * The platform's payment widget (spec §2 iframe deposit, §4 quick deposit): loads /spi/main.js from
 * the platform origin, mounts it with a fresh payment session, and on its result shows the payment
 * alert (success, pending, error), refreshes the balance and closes the dialog.
 */
export function WidgetDeposit({ amount }: { amount?: Money }) {
  const intl = useIntl()
  const qc = useQueryClient()
  const { currency } = useSession()
  const host = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('loading')
  const [attempt, setAttempt] = useState(0)
  const env = publicEnv()
  const url = widgetScriptUrl(env)
  const testStatus = widgetTestStatus(env)
  const start = amount?.amount
  const shown: Phase = url ? phase : 'failed'

  useEffect(() => {
    const el = host.current
    if (!url || !el) return
    let live = true
    let mounted: SpiMounted | undefined
    const finish = (result: unknown) => {
      if (!live) return
      const status = widgetStatus(result)
      showPaymentAlert(status)
      void qc.invalidateQueries({ queryKey: accountsQueryKey })
      // The alert sits outside the dialog: close it so the player reads the outcome (and retries from Deposit).
      if (status === 'success') completeModal()
      else closeModal()
    }
    setPhase('loading')
    Promise.all([loadWidget(url), widgetSession()])
      .then(([widget, session]) => {
        if (!live) return
        mounted = widget.mount(el, {
          sessionToken: session.token,
          currency: currency.code,
          locale: intl.locale,
          returnUrl: paymentReturnUrl(window.location.href),
          onResult: finish,
          ...(start !== undefined && { amount: start }),
          ...(testStatus && { testStatus }),
        })
        setPhase('ready')
      })
      .catch(() => {
        if (live) setPhase('failed')
      })
    return () => {
      live = false
      mounted?.unmount()
    }
  }, [url, attempt, currency.code, start, intl.locale, testStatus, qc])

  // Into the widget's first field once it shows (its container is hidden until then).
  useEffect(() => {
    if (shown === 'ready') host.current?.querySelector<HTMLElement>('input, button')?.focus()
  }, [shown])

  return (
    <div className="flex flex-col gap-3">
      {testStatus && (
        <p className="rounded-md bg-raised px-3 py-2 text-sm">
          {intl.formatMessage({ id: 'deposit.widget.test_mode' }, { status: testStatus })}
        </p>
      )}
      {shown === 'loading' && (
        <p role="status" className="text-sm text-muted">
          {intl.formatMessage({ id: 'deposit.widget.loading' })}
        </p>
      )}
      {shown === 'failed' && (
        <>
          <FormAlert message={intl.formatMessage({ id: 'deposit.widget.failed' })} />
          <button
            type="button"
            className={`self-start ${linkButtonClass}`}
            onClick={() => setAttempt((a) => a + 1)}
          >
            {intl.formatMessage({ id: 'deposit.widget.retry' })}
          </button>
        </>
      )}
      {/* The widget renders its own nodes here; React never renders children into it. */}
      <div ref={host} data-testid="payment-widget" hidden={shown !== 'ready'} />
    </div>
  )
}
