import {
  toMoney,
  type BetMoney,
  type EditBetChanges,
  type EditBetQuote,
  type ServerBet,
} from '@sportsbook/contract'
import type { OutcomeKey } from '@sportsbook/domain'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { LazyAppModal as AppModal } from '~/components/modal/lazy-modal.tsx'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { deviceId } from '~/lib/slip/device-id.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { requireSession } from '~/lib/session/require-session.ts'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { refusalKey, showBet } from '../api/cashout-rules.ts'
import { editBet, quoteEdit } from '../api/edit-bet.ts'
import {
  confirmRequest,
  draftChanges,
  EMPTY_DRAFT as EMPTY,
  keptLegs,
  slipAdditions,
  type DraftSwap,
  type EditDraft,
  type SlipAddition,
} from '../hooks/edit-draft.ts'
import { dispatchSlip, useTicket } from '~/lib/slip/use-slip.ts'
import { EditBetAdditions } from './edit-bet-additions.tsx'
import { EditBetLegs } from './edit-bet-legs.tsx'

const input = 'rounded-md border border-line bg-sunken px-3 py-2 text-base font-normal tabular-nums'

interface Props {
  readonly bet: ServerBet
  readonly isOpen: boolean
  readonly onOpenChange: (open: boolean) => void
}

const idempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * Edit bet (issue #30.2, ADR 030): the legs with Remove, the new stake (empty keeps the cash-out value),
 * and the server's quote of the result (cash-out value now, new stake, odds, potential return) before
 * Confirm. The quote follows every change; Confirm sends exactly what the quote showed.
 */
export default function EditBetDialog({ bet, isOpen, onOpenChange }: Props) {
  const intl = useIntl()
  const qc = useQueryClient()
  const [draft, setDraft] = useState<EditDraft>(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [wasOpen, setWasOpen] = useState(isOpen)
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen)
    if (isOpen) {
      setDraft(EMPTY)
      setError(null)
    }
  }
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  const fmt = (m: BetMoney) => formatMoney(toMoney(m), intl.locale)
  const formatOdds = useFormatOdds()
  const ticket = useTicket()
  const picks = [...new Map(ticket.bets.flatMap((b) => b.selections).map((p) => [p.outcomeId, p])).values()]
  const candidates = slipAdditions(bet, picks)
  const [last, setLast] = useState<EditBetQuote | undefined>(undefined)
  // The stake typed is the new stake: Δ is counted from the value the last quote gave.
  const value = last?.to_cashout.value ?? bet.to_cashout?.value ?? 0
  const made = draftChanges(bet, draft, value, intl.locale)
  const changes: EditBetChanges | undefined = 'changes' in made ? made.changes : undefined
  const quote = useQuery({
    queryKey: ['edit-bet-quote', bet.id, changes],
    queryFn: async ({ signal }) => {
      const q = await quoteEdit(bet.id, changes!, signal)
      setLast(q)
      return { changes: changes!, quote: q }
    },
    enabled: isOpen && changes !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  })
  const shown = changes && !quote.isPlaceholderData ? quote.data : undefined
  const problem = 'problem' in made ? made.problem : quote.error ? refusalKey(quote.error) : null

  const confirm = async () => {
    if (!shown) return
    setBusy(true)
    setError(null)
    try {
      await requireSession(async () => {
        const done = await editBet(
          bet.id,
          confirmRequest(shown.changes, shown.quote, deviceId()),
          idempotencyKey(),
        )
        showBet(qc, done.old_bet)
        // The picks added to the bet leave the slip: they are on the new bet now.
        for (const a of draft.added) dispatchSlip({ type: 'removeOutcome', outcomeId: a.key as OutcomeKey })
        onOpenChange(false)
        toasts.show('editBet.done', { ref: done.bet.ref })
      })
    } catch (e) {
      setError(t(refusalKey(e)))
      void quote.refetch()
    } finally {
      setBusy(false)
      void qc.invalidateQueries({ queryKey: ['bets'] })
    }
  }

  const q = shown?.quote
  const toggle = (i: number) =>
    setDraft((d) => ({
      ...d,
      removed: d.removed.includes(i) ? d.removed.filter((r) => r !== i) : [...d.removed, i],
      swapped: d.swapped.filter((w) => w.position !== i),
    }))
  const add = (a: SlipAddition) =>
    setDraft((d) => ({
      ...d,
      added: d.added.some((x) => x.key === a.key) ? d.added.filter((x) => x.key !== a.key) : [...d.added, a],
    }))
  const swap = (i: number, to: DraftSwap | undefined) =>
    setDraft((d) => ({ ...d, swapped: [...d.swapped.filter((w) => w.position !== i), ...(to ? [to] : [])] }))
  return (
    <AppModal
      title={t('editBet.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      variant="sheet"
    >
      <div className="flex flex-col gap-3 p-4">
        <EditBetLegs
          bet={bet}
          removed={draft.removed}
          kept={keptLegs(bet, draft.removed)}
          swapped={draft.swapped}
          options={(q ?? last)?.swaps ?? []}
          onToggle={toggle}
          onSwap={swap}
        />
        <EditBetAdditions candidates={candidates} added={draft.added} onToggle={add} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('editBet.stake', { currency: bet.stake.currency })}
          <input
            inputMode="decimal"
            value={draft.stake}
            placeholder={q ? fmt(q.to_cashout) : undefined}
            onChange={(e) => setDraft({ ...draft, stake: e.target.value })}
            className={input}
          />
        </label>
        <dl
          className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm"
          aria-live="polite"
          aria-busy={quote.isFetching}
        >
          <dt className="text-muted">{t('editBet.cashout_value')}</dt>
          <dd className="text-end tabular-nums">{q ? fmt(q.to_cashout) : '–'}</dd>
          <dt className="text-muted">{t('editBet.new_stake')}</dt>
          <dd className="text-end tabular-nums">{q ? fmt(q.new_stake) : '–'}</dd>
          <dt className="text-muted">{t('editBet.new_odds')}</dt>
          <dd className="text-end tabular-nums">{q ? formatOdds(q.odds) : '–'}</dd>
          <dt className="font-semibold">{t('editBet.potential_return')}</dt>
          <dd className="text-end font-semibold tabular-nums">{q ? fmt(q.potential_win) : '–'}</dd>
        </dl>
        <p className="text-xs text-muted">{t('editBet.note')}</p>
        {(error ?? problem) && (
          <p role="alert" className="rounded-md bg-negative/10 px-3 py-2 text-sm font-medium text-negative">
            {error ?? t(problem!)}
          </p>
        )}
        <button
          type="button"
          disabled={busy || !shown}
          onClick={() => void confirm()}
          className="rounded-md bg-brand px-4 py-2.5 text-sm font-bold text-on-brand hover:bg-brand-strong disabled:opacity-60"
        >
          {t('editBet.confirm')}
        </button>
      </div>
    </AppModal>
  )
}
