import { toMoney, type ServerBet } from '@sportsbook/contract'
import { money } from '@sportsbook/domain'
import { useEffect, useId, useRef } from 'react'
import { useIntl } from 'react-intl'
import { ShareBetButton } from '~/components/bets/share-bet-button.tsx'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { setSlipTab } from '~/lib/slip/slip-ui.ts'
import { keepSelections } from '../hooks/keep-selections.ts'
import type { Receipt } from '../hooks/receipt-store.ts'
import { freebetStaked, ReceiptBet } from './receipt-bet.tsx'
import { stakeText } from './stake-text.ts'

/** Receipts that already took focus: a second copy of the slip (the hidden column, a re-opened tab) leaves it be. */
const focused = new WeakSet<Receipt>()

/** Two to a row in the slip's width (Keep selections, Share), then View my bets across. */
const action = 'flex-1 basis-32 rounded-md border border-line px-3 py-2 text-sm font-semibold hover:bg-raised'

/** Totals of several placed bets (one currency per placement): cash and freebets staked, what they may return. */
function totals(bets: readonly ServerBet[]) {
  const first = bets[0]
  if (!first || bets.length < 2) return undefined
  const currency = toMoney(first.stake).currency
  const add = (pick: (b: ServerBet) => number) =>
    money(
      bets.reduce((t, b) => t + pick(b), 0),
      currency,
    )
  return {
    cash: add((b) => (freebetStaked(b) ? 0 : b.stake.value)),
    freebet: add((b) => (freebetStaked(b) ? b.stake.value : 0)),
    win: add((b) => b.win_amount.value),
  }
}

/**
 * The bet receipt (spec §4 success), as top books show it: a tick, each placed bet with its reference,
 * selections at the accepted odds (what moved from the slip said in words), stake, bonus and potential
 * return; then Keep selections, Share and View my bets. It takes focus when it appears, so a keyboard
 * or screen-reader user lands on it rather than on the page body.
 */
export function PlacedReceipt({ receipt }: { receipt: Receipt }) {
  const intl = useIntl()
  const ref = useRef<HTMLElement>(null)
  const headingId = useId()
  useEffect(() => {
    const el = ref.current
    if (!el || focused.has(receipt) || el.getClientRects().length === 0) return
    focused.add(receipt)
    // The receipt is where the slip was: no page scroll, only the slip's own if it is out of view.
    el.focus({ preventScroll: true })
    el.scrollIntoView?.({ block: 'nearest' })
  }, [receipt])
  const sum = totals(receipt.placed)
  const fmt = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, intl.locale)
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 px-3 py-4 outline-none focus-visible:outline-2 focus-visible:outline-focus"
      data-testid="bet-receipt"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold">
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-positive/15 text-positive">
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            aria-hidden
            className="size-4"
          >
            <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        {intl.formatMessage({ id: 'betslip.placed' }, { count: receipt.placed.length })}
      </h2>
      <ul className="flex flex-col gap-2">
        {receipt.placed.map((bet, i) => (
          <ReceiptBet key={bet.id} bet={bet} sent={receipt.sent[i]} />
        ))}
      </ul>
      {sum && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 px-1 text-sm">
          <dt className="text-muted">{intl.formatMessage({ id: 'betslip.total_stake' })}</dt>
          <dd className="text-end font-semibold tabular-nums">{stakeText(intl, sum.cash, sum.freebet)}</dd>
          <dt className="font-semibold">{intl.formatMessage({ id: 'betslip.potential_return' })}</dt>
          <dd className="text-end font-bold tabular-nums">{fmt(sum.win)}</dd>
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => keepSelections(receipt)} className={action}>
          {intl.formatMessage({ id: 'betslip.receipt.keep' })}
        </button>
        <ShareBetButton bets={receipt.placed} look="receipt" />
        <button type="button" onClick={() => setSlipTab('MY_BETS')} className={action}>
          {intl.formatMessage({ id: 'betslip.view_my_bets' })}
        </button>
      </div>
    </section>
  )
}
