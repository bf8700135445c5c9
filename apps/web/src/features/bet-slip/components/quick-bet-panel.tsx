import { isPositive, type Money } from '@sportsbook/domain'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Switch } from 'react-aria-components'
import { quickBet, useQuickBetState } from '~/lib/slip/quick-bet-store.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { amountText, parseAmount } from '~/lib/slip/parse-amount.ts'
import { LiveDelayCountdown } from './live-accept-countdown.tsx'

/** Quick bet controls (spec §3/§4): on/off, its stake, and the approval live prices need before one press places. */
export function QuickBetPanel({ currency }: { currency: Money['currency'] }) {
  const intl = useIntl()
  const q = useQuickBetState()
  const [text, setText] = useState<string | null>(null)
  const stake = q.stake.currency.code === currency.code ? q.stake : { amount: 0, currency }
  return (
    <div className="flex flex-col gap-2 border-b border-line px-3 py-2.5">
      <Switch
        isSelected={q.isEnabled}
        onChange={() => quickBet.toggle()}
        className="group flex cursor-pointer items-center justify-between gap-2 text-sm font-semibold outline-none"
      >
        {intl.formatMessage({ id: 'quickbet.title' })}
        {/* Off: a muted outline and knob (≥ 3:1 on the panel in both themes, WCAG 1.4.11); on: brand. */}
        <span
          data-part="track"
          className="flex h-6 w-10 shrink-0 items-center rounded-full border-2 border-muted px-0.5 transition-colors group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-focus group-data-[selected]:border-brand group-data-[selected]:bg-brand"
        >
          <span className="size-3.5 rounded-full bg-muted transition-transform group-data-[selected]:translate-x-4 group-data-[selected]:bg-on-brand rtl:group-data-[selected]:-translate-x-4" />
        </span>
      </Switch>
      {q.isEnabled && (
        <div className="flex flex-col gap-2">
          <p className="text-xs text-muted">{intl.formatMessage({ id: 'quickbet.help' })}</p>
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor="quick-bet-stake">
              {intl.formatMessage({ id: 'quickbet.stake' })}
            </label>
            <input
              id="quick-bet-stake"
              inputMode="decimal"
              value={text ?? (isPositive(stake) ? amountText(stake, intl.locale) : '')}
              placeholder={intl.formatMessage({ id: 'quickbet.stake' })}
              onChange={(e) => {
                setText(e.target.value)
                quickBet.setStake(
                  parseAmount(e.target.value, intl.locale, currency) ?? { amount: 0, currency },
                )
              }}
              onBlur={() => setText(null)}
              className="min-w-0 flex-1 rounded-md border border-line bg-sunken px-3 py-1.5 text-sm font-semibold tabular-nums"
            />
            <button
              type="button"
              disabled={!isPositive(stake) || q.isApproved}
              onClick={() => quickBet.approve()}
              className="rounded-md bg-brand px-3 py-1.5 text-sm font-bold text-on-brand disabled:opacity-50"
            >
              {intl.formatMessage({ id: q.isApproved ? 'quickbet.approved' : 'quickbet.approve' })}
            </button>
          </div>
          <p role="status" className="text-xs font-medium">
            {q.state === 'processing' && intl.formatMessage({ id: 'betslip.placing' })}
            {q.state === 'success' &&
              intl.formatMessage({ id: 'quickbet.placed' }, { stake: formatMoney(stake, intl.locale) })}
            {q.state === 'error' && q.error && (
              <span className="text-negative">{intl.formatMessage({ id: q.error.i18nKey })}</span>
            )}
          </p>
          {/* A quick bet is placed only on a live match: the server's live delay counts down here too. */}
          <LiveDelayCountdown active={q.state === 'processing'} />
        </div>
      )}
    </div>
  )
}
