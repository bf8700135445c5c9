import { toMoney, type BetMoney, type ServerBet } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { Radio, RadioGroup } from 'react-aria-components'
import { LazyAppModal as AppModal } from '~/components/modal/lazy-modal.tsx'
import { RadioDot } from '~/components/ui/radio-dot.tsx'
import { requireSession } from '~/lib/session/require-session.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { refusalKey, setCashoutRule, showBet } from '../api/cashout-rules.ts'
import { draftRequest, initialDraft, type RuleDraft, type RuleMode } from '../hooks/cashout-rule-draft.ts'

const radio =
  'flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm data-[selected]:border-brand'
const input = 'rounded-md border border-line bg-sunken px-3 py-2 text-base font-normal tabular-nums'
const MODES: readonly RuleMode[] = ['auto_full', 'auto_partial', 'notify']

interface Props {
  readonly bet: ServerBet
  readonly offer: BetMoney
  readonly isOpen: boolean
  readonly onOpenChange: (open: boolean) => void
}

/**
 * Creates or edits the bet's auto cash-out or alert rule (issue #30, ADR 029): what to do (cash out
 * all, part, or only notify), the threshold in the bet's currency with the allowed range (above the
 * offer now, up to the potential win), and for a part, how much of the offer to take.
 */
export function CashoutRuleDialog({ bet, offer, isOpen, onOpenChange }: Props) {
  const intl = useIntl()
  const qc = useQueryClient()
  const ids = { range: useId(), amount: useId() }
  const [draft, setDraft] = useState<RuleDraft>(() => initialDraft(bet, intl.locale))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [wasOpen, setWasOpen] = useState(isOpen)
  if (isOpen !== wasOpen) {
    // each opening starts from the bet's rule as it is now
    setWasOpen(isOpen)
    if (isOpen) {
      setDraft(initialDraft(bet, intl.locale))
      setError(null)
    }
  }
  const fmt = (m: BetMoney) => formatMoney(toMoney(m), intl.locale)
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  const editing = bet.cashout_rule !== null

  const save = async () => {
    const made = draftRequest(bet, offer, draft, intl.locale)
    if ('problem' in made) return setError(t(made.problem))
    setBusy(true)
    setError(null)
    try {
      await requireSession(async () => {
        const { bet: saved } = await setCashoutRule(made.request)
        showBet(qc, saved)
        onOpenChange(false)
        toasts.show(made.request.kind === 'notify' ? 'toast.cashout_alert_set' : 'toast.auto_cashout_set', {
          amount: fmt({ ...offer, value: made.request.threshold.value }),
        })
      })
    } catch (e) {
      setError(t(refusalKey(e)))
    } finally {
      setBusy(false)
      void qc.invalidateQueries({ queryKey: ['bets'] })
    }
  }

  return (
    <AppModal
      title={t('bets.cashout_rule.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      variant="sheet"
    >
      <div className="flex flex-col gap-3 p-4">
        <p className="text-sm">
          {t('bets.cashout_rule.now', { offer: fmt(offer), win: fmt(bet.win_amount) })}
        </p>
        <RadioGroup
          aria-label={t('bets.cashout_rule.what')}
          value={draft.mode}
          onChange={(v) => setDraft({ ...draft, mode: v as RuleMode })}
          className="flex flex-col gap-2"
        >
          {MODES.map((m) => (
            <Radio key={m} value={m} className={`group ${radio}`}>
              <RadioDot />
              {t(`bets.cashout_rule.mode.${m}`)}
            </Radio>
          ))}
        </RadioGroup>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('bets.cashout_rule.threshold', { currency: offer.currency })}
          <input
            inputMode="decimal"
            value={draft.threshold}
            aria-describedby={ids.range}
            onChange={(e) => setDraft({ ...draft, threshold: e.target.value })}
            className={input}
          />
        </label>
        <p id={ids.range} className="-mt-2 text-xs text-muted">
          {t('bets.cashout_rule.range', { offer: fmt(offer), win: fmt(bet.win_amount) })}
        </p>
        {draft.mode === 'auto_partial' && (
          <>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('bets.cashout_rule.amount', { currency: offer.currency })}
              <input
                inputMode="decimal"
                value={draft.amount}
                aria-describedby={ids.amount}
                onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
                className={input}
              />
            </label>
            <p id={ids.amount} className="-mt-2 text-xs text-muted">
              {t('bets.cashout_rule.amount_hint')}
            </p>
          </>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-negative/10 px-3 py-2 text-sm font-medium text-negative">
            {error}
          </p>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => void save()}
          className="rounded-md bg-brand px-4 py-2.5 text-sm font-bold text-on-brand hover:bg-brand-strong disabled:opacity-60"
        >
          {t(editing ? 'bets.cashout_rule.save' : 'bets.cashout_rule.create')}
        </button>
      </div>
    </AppModal>
  )
}
