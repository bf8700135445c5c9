import {
  comboName,
  currentBetType,
  lineCount,
  namedMultipleOf,
  switchBlock,
  type SlipContext,
  type Ticket,
} from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { Radio, RadioGroup } from 'react-aria-components'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import { SystemTypePicker } from './system-type-picker.tsx'

const TYPES = ['single', 'combo', 'system'] as const

const radioClass =
  'flex min-w-0 flex-1 cursor-pointer items-center justify-center rounded-sm px-2 text-center hyphens-auto py-1.5 text-sm font-semibold text-muted data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40 data-[selected]:bg-surface data-[selected]:text-fg data-[selected]:shadow-sm'

/**
 * Singles / Combo / System (spec §4), each disabled when the rules of spec §5 block switching to it,
 * with a line under it saying what the chosen one means for these picks (ADR 024: picks from
 * different matches start as a combo, so the other choices must be plain to see). A bet builder bet
 * (custom_bet: legs of one match at the server's joint price) has no type to switch to: the slip
 * names it instead, so its legs do not read as a combo.
 */
export function BetTypeSwitch({ ticket, ctx }: { ticket: Ticket; ctx: SlipContext }) {
  const intl = useIntl()
  const current = currentBetType(ticket)
  const system = ticket.bets.find((b) => b.betType === 'system')
  const count = ticket.bets
    .filter((b) => b.betType !== 'custom_bet')
    .reduce((n, b) => n + b.selections.length, 0)
  if (current === undefined) return null
  if (current === 'custom_bet')
    return (
      <p className="px-3 pt-3" data-testid="slip-bet-builder">
        <span className="inline-flex rounded-sm bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand">
          {intl.formatMessage({ id: 'betslip.bet_builder' })}
        </span>
      </p>
    )
  const type = system?.systemType
  const named = namedMultipleOf(type)
  const hint =
    current === 'system' && type
      ? named
        ? intl.formatMessage(
            { id: named.singles ? 'multiples.hint.with_singles' : 'multiples.hint.full_cover' },
            { total: type.totalCount, lines: lineCount(type) },
          )
        : intl.formatMessage(
            { id: 'betslip.type_hint.system' },
            { win: type.winCount, total: type.totalCount, lines: lineCount(type) },
          )
      : intl.formatMessage({ id: `betslip.type_hint.${current}` }, { count })
  const comboWord = current === 'combo' && (count === 2 || count === 3) ? comboName(count) : undefined
  return (
    <div className="flex flex-col gap-2 px-3 pt-3">
      <RadioGroup
        aria-label={intl.formatMessage({ id: 'betslip.bet_type' })}
        orientation="horizontal"
        value={current}
        isDisabled={ticket.inProgress}
        onChange={(to) => dispatchSlip({ type: 'switchBetType', to: to as (typeof TYPES)[number] })}
        className="flex gap-1 rounded-md bg-sunken p-1"
      >
        {TYPES.map((t) => (
          <Radio
            key={t}
            value={t}
            isDisabled={t !== current && switchBlock(ticket, t, ctx) !== undefined}
            className={radioClass}
          >
            {t === 'single'
              ? intl.formatMessage({ id: 'betslip.type.singles' }, { count })
              : intl.formatMessage({ id: `betslip.type.${t}` })}
          </Radio>
        ))}
      </RadioGroup>
      {count > 1 && (
        <div className="flex items-baseline gap-2">
          {comboWord && (
            // A combo of two or three is a double or a treble, as bettors call it (ADR 034).
            <span
              className="shrink-0 rounded-sm bg-sunken px-1.5 py-0.5 text-xs font-semibold text-fg"
              data-testid="combo-name"
            >
              {intl.formatMessage({ id: `multiples.combo.${comboWord}` })}
            </span>
          )}
          <p className="text-xs text-muted" data-testid="bet-type-hint">
            {hint}
          </p>
        </div>
      )}
      {system && <SystemTypePicker system={system} disabled={ticket.inProgress} />}
    </div>
  )
}
