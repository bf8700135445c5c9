import { toMoney, type BetMoney, type ServerBet } from '@sportsbook/contract'
import { money } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Radio, RadioGroup } from 'react-aria-components'
import { LazyAppModal as AppModal } from '~/components/modal/lazy-modal.tsx'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { ApiError } from '~/lib/api-client.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { requireSession } from '~/lib/session/require-session.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { amountText, parseAmount } from '~/lib/slip/parse-amount.ts'
import { cashout } from '../api/cashout.ts'

const radio =
  'flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm data-[selected]:border-brand'

interface Props {
  readonly bet: ServerBet
  readonly offer: BetMoney
  /** Shown above the button (My Bets: the bet's auto cash-out rule). */
  readonly above?: ReactNode
  /** Shown beside the button (My Bets: "Auto cash-out"). */
  readonly aside?: ReactNode
}

/**
 * Cash-out with a confirmation (spec §2 My Bets): the whole offer, or a part that keeps the rest in
 * play. `above` and `aside` place My Bets' auto cash-out rule and its button in the same block.
 */
export function CashoutButton({ bet, offer, above, aside }: Props) {
  const intl = useIntl()
  const qc = useQueryClient()
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<'full' | 'partial'>('full')
  const [partText, setPartText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const offerMoney = toMoney(offer)
  const fmt = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, intl.locale)
  const part = parseAmount(partText, intl.locale, offerMoney.currency)
  const partValid = part !== undefined && part.amount > 0 && part.amount < offer.value

  const confirm = async () => {
    if (mode === 'partial' && !partValid) {
      setError(intl.formatMessage({ id: 'bets.cashout.partial_invalid' }, { max: fmt(offerMoney) }))
      return
    }
    setBusy(true)
    setError(null)
    try {
      await requireSession(async () => {
        const done = await cashout(bet.id, offer, mode === 'partial' ? part?.amount : undefined)
        setOpen(false)
        toasts.show('toast.cashout_done', { amount: fmt(toMoney(done.paid)) })
      })
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'default'
      setError(
        intl.formatMessage({
          id:
            code === 'cashout_offer_changed'
              ? 'bets.cashout.offer_changed'
              : code === 'cashout_unavailable'
                ? 'bets.cashout.unavailable'
                : 'error.default',
        }),
      )
    } finally {
      setBusy(false)
      void qc.invalidateQueries({ queryKey: ['bets'] })
      void qc.invalidateQueries({ queryKey: accountsQueryKey })
    }
  }

  return (
    <div className="flex flex-col gap-2 border-t border-line px-3 py-2">
      {above}
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => {
            setMode('full')
            setPartText(amountText(money(Math.floor(offer.value / 2), offerMoney.currency), intl.locale))
            setError(null)
            setOpen(true)
          }}
          className="min-w-0 flex-1 rounded-md bg-brand px-3 py-2 text-sm font-bold text-on-brand hover:bg-brand-strong"
        >
          {intl.formatMessage({ id: 'bets.cashout.button' }, { amount: fmt(offerMoney) })}
        </button>
        {aside}
      </div>
      <AppModal
        title={intl.formatMessage({ id: 'bets.cashout.title' })}
        isOpen={open}
        onOpenChange={setOpen}
        size="sm"
        variant="sheet"
      >
        <div className="flex flex-col gap-3 p-4">
          <p className="text-sm">
            {intl.formatMessage(
              { id: 'bets.cashout.offer' },
              { amount: fmt(offerMoney), stake: fmt(toMoney(bet.stake)) },
            )}
          </p>
          <RadioGroup
            aria-label={intl.formatMessage({ id: 'bets.cashout.how_much' })}
            value={mode}
            onChange={(v) => setMode(v as 'full' | 'partial')}
            className="flex flex-col gap-2"
          >
            <Radio value="full" className={radio}>
              {intl.formatMessage({ id: 'bets.cashout.full' }, { amount: fmt(offerMoney) })}
            </Radio>
            <Radio value="partial" className={radio}>
              {intl.formatMessage({ id: 'bets.cashout.partial' })}
            </Radio>
          </RadioGroup>
          {mode === 'partial' && (
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {intl.formatMessage({ id: 'bets.cashout.partial_amount' }, { currency: offer.currency })}
              <input
                inputMode="decimal"
                value={partText}
                onChange={(e) => setPartText(e.target.value)}
                className="rounded-md border border-line bg-sunken px-3 py-2 text-base font-normal tabular-nums"
              />
            </label>
          )}
          {error && (
            <p role="alert" className="rounded-md bg-negative/10 px-3 py-2 text-sm font-medium text-negative">
              {error}
            </p>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => void confirm()}
            className="rounded-md bg-brand px-4 py-2.5 text-sm font-bold text-on-brand hover:bg-brand-strong disabled:opacity-60"
          >
            {intl.formatMessage(
              { id: 'bets.cashout.confirm' },
              { amount: fmt(mode === 'partial' && partValid ? part : offerMoney) },
            )}
          </button>
        </div>
      </AppModal>
    </div>
  )
}
