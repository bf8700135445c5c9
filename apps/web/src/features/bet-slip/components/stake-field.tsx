import { shownCode } from '~/lib/slip/display-unit.ts'
import {
  isFullCover,
  isPositive,
  linesOf,
  perLine,
  stakePerLine,
  type Bet,
  type Money,
} from '@sportsbook/domain'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { amountText, parseAmount } from '~/lib/slip/parse-amount.ts'
import { SLIP_FOCUS_ATTR } from '~/lib/slip/slip-focus.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import { StakeChips } from './stake-chips.tsx'

interface Props {
  bet: Bet
  potentialWin: Money
  chips: readonly Money[]
  disabled: boolean
  /**
   * Multi-singles share one label per bet; the combo field is "Stake", a system's "Stake per line", a
   * named multiple's "Stake per bet".
   */
  label: string
  /** Asks the server the largest stake this bet could take now (signed in only): the Max chip. */
  maxStake?: () => Promise<Money | undefined>
}

/**
 * The stake of one bet, typed as a stake or as the win wanted (spec §3 stake source
 * potential_win), with the chips from settings. The domain turns a typed win into a stake. A
 * system's stake is typed per line, the total shown under it as lines × unit (ADR 013).
 */
export function StakeField({ bet, potentialWin, chips, disabled, label, maxStake }: Props) {
  const intl = useIntl()
  const id = useId()
  const [mode, setMode] = useState<'stake' | 'win'>(bet.stakeSource === 'potential_win' ? 'win' : 'stake')
  const [text, setText] = useState<string | null>(null)
  const unit = stakePerLine(bet)
  const shown = mode === 'win' ? potentialWin : unit
  const value = text ?? (isPositive(shown) ? amountText(shown, intl.locale) : '')
  const system = bet.betType === 'system'
  const setUnit = (stake: Money) => dispatchSlip({ type: 'setStakePerLine', key: bet.key, stake })

  const commit = (raw: string) => {
    setText(raw)
    const amount = parseAmount(raw, intl.locale, bet.stake.currency) ?? {
      amount: 0,
      currency: bet.stake.currency,
    }
    if (mode === 'win') dispatchSlip({ type: 'setPotentialWin', key: bet.key, potentialWin: amount })
    else setUnit(amount)
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-xs font-semibold text-muted">
          {mode === 'win' ? intl.formatMessage({ id: 'betslip.to_win' }) : label}
        </label>
        <button
          type="button"
          disabled={disabled}
          onClick={() => {
            setText(null)
            setMode(mode === 'win' ? 'stake' : 'win')
          }}
          className="rounded-sm text-xs font-semibold text-brand hover:underline disabled:opacity-50"
        >
          {intl.formatMessage({ id: mode === 'win' ? 'betslip.enter_stake' : 'betslip.enter_win' })}
        </button>
      </div>
      <div className="flex items-center rounded-md border border-line bg-sunken focus-within:outline-2 focus-within:outline-focus">
        <input
          id={id}
          inputMode="decimal"
          {...{ [SLIP_FOCUS_ATTR]: '' }}
          autoComplete="off"
          disabled={disabled}
          value={value}
          placeholder="0"
          onChange={(e) => commit(e.target.value)}
          onBlur={() => setText(null)}
          aria-describedby={system ? `${id}-lines` : undefined}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-base font-semibold tabular-nums outline-none"
        />
        <span className="pe-3 text-sm text-muted">{shownCode(bet.stake.currency.code)}</span>
      </div>
      {system && (
        <p id={`${id}-lines`} className="text-end text-xs text-muted tabular-nums" data-testid="system-total">
          {intl.formatMessage(
            // A named multiple's lines are "bets", as bettors say: 11 bets × €1.00 (ADR 034).
            { id: isFullCover(bet.systemType) ? 'multiples.total' : 'betslip.system_total' },
            {
              lines: linesOf(bet),
              unit: formatMoney(unit, intl.locale),
              total: formatMoney(bet.stake, intl.locale),
            },
          )}
        </p>
      )}
      {mode === 'stake' && chips.length > 0 && (
        <StakeChips
          chips={chips}
          disabled={disabled}
          onPick={(chip) => {
            setText(null)
            setUnit(chip)
          }}
          onMax={
            maxStake &&
            (() =>
              void maxStake().then(
                (max) => {
                  if (!max) return
                  setText(null)
                  // A system's maximum is its total: whole lines of it (ADR 013).
                  setUnit(perLine(max, linesOf(bet)))
                },
                () => undefined, // the field keeps what it had; the slip's own checks still apply
              ))
          }
        />
      )}
    </div>
  )
}
