import { fromMajor } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { completeModal } from '~/lib/modal/modal-store.ts'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { parseAmount } from '~/lib/slip/parse-amount.ts'
import { devDeposit } from '../api/dev-deposit.ts'
import { useAuthForm, type FieldErrors } from '../hooks/use-auth-form.ts'
import { FormAlert, FormField, submitClass } from './form-field.tsx'

/** Preset deposit amounts in major units of the active currency. */
export const DEPOSIT_PRESETS_MAJOR = [10, 50, 100, 500] as const

/** Spec §2 deposit form, against the reference backend's development cashier. */
export function DepositForm() {
  const intl = useIntl()
  const qc = useQueryClient()
  const { currency } = useSession()
  const [amount, setAmount] = useState('')
  const { errors, formError, pending, onSubmit } = useAuthForm({
    validate: () => {
      const e: FieldErrors = {}
      const m = parseAmount(amount, intl.locale, currency)
      if (!m || m.amount <= 0) e.amount = intl.formatMessage({ id: 'deposit.invalid_amount' })
      return e
    },
    submit: async () => {
      const deposited = parseAmount(amount, intl.locale, currency)!
      await devDeposit(deposited)
      return deposited
    },
    onSuccess: (deposited) => {
      void qc.invalidateQueries({ queryKey: accountsQueryKey })
      completeModal()
      toasts.show('toast.deposit_done', { amount: formatMoney(deposited, intl.locale) })
    },
  })
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3 p-4">
      {/* Fiat amounts four to a row, crypto's long ones ("BTC 500.00000000", "500,000.00000 mBTC") two;
          a button never cuts its amount: on a narrower screen the row wraps again. */}
      <div
        className="flex flex-wrap gap-1"
        role="group"
        aria-label={intl.formatMessage({ id: 'deposit.presets' })}
      >
        {DEPOSIT_PRESETS_MAJOR.map((v) => {
          const m = fromMajor(v, currency, 'down')
          return (
            <button
              key={v}
              type="button"
              onClick={() => setAmount(String(v))}
              className={`${currency.fiat ? 'basis-1/5' : 'basis-1/3'} grow rounded-sm bg-raised px-1 py-2 text-sm font-semibold whitespace-nowrap tabular-nums hover:bg-odds-hover`}
            >
              {formatMoney(m, intl.locale)}
            </button>
          )
        })}
      </div>
      <FormField
        name="amount"
        label={intl.formatMessage({ id: 'deposit.amount' }, { currency: currency.code })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        // The next step after the deposit details replaces that form in the same dialog: focus
        // would be left on the page, so the amount takes it (as the payment widget's does).
        autoFocus
      />
      <FormAlert message={formError?.message} />
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: 'header.deposit' })}
      </button>
    </form>
  )
}
