import type { SelectionInput } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { useLiveOdds } from '~/hooks/use-live-odds.ts'
import { formatOdds } from '~/lib/format-odds.ts'
import { pressOutcome } from '~/lib/slip/outcome-press.ts'
import { useOutcomeSelected } from '~/lib/slip/use-slip.ts'
import { LockIcon } from './icons.tsx'
import { OddsMoveArrow, oddsMoveClass, oddsMoveMessage, withLiveOdds } from './odds-button-move.tsx'

interface Props {
  /** Outcome name; part of the accessible name ("Arsenal 1.85"). */
  label: string
  odds: number
  /** Short text shown above the price (e.g. "1", "X", "Over 2.5"); omit in column grids with headers. */
  caption?: string
  selected?: boolean
  /** Suspended market or inactive outcome: shown locked with an icon and text, never by colour alone. */
  locked?: boolean
  onPress?: () => void
  /** The slip selection this price stands for: pressing toggles it and aria-pressed follows the slip. */
  selection?: SelectionInput
  className?: string
}

/** A price. A real button so it is reachable by keyboard; aria-pressed carries bet-slip selection. */
export function OddsButton({
  label,
  odds,
  caption,
  selected = false,
  locked = false,
  onPress,
  selection,
  className = '',
}: Props) {
  const intl = useIntl()
  const onSlip = useOutcomeSelected(selection?.outcomeId)
  // Live prices come from the odds store, keyed like slip outcomes: one tick re-renders one button.
  const live = useLiveOdds(selection?.outcomeId)
  if (live && selection) [odds, selection] = [live.odds, withLiveOdds(selection, live.odds)]
  const move = locked ? null : live?.direction
  if (selection) selected = selected || onSlip
  onPress ??= selection ? () => pressOutcome(selection) : undefined
  const price = formatOdds(odds, intl.locale)
  const name = locked
    ? intl.formatMessage({ id: 'odds.locked' }, { name: label })
    : `${label} ${price}${move ? `, ${intl.formatMessage({ id: oddsMoveMessage(move) })}` : ''}`
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={selected}
      disabled={locked}
      onClick={onPress}
      className={`flex min-h-9 min-w-0 flex-wrap items-center justify-between gap-x-1.5 gap-y-0.5 rounded-sm px-2.5 py-1.5 text-[0.8125rem] transition-colors ${
        selected ? 'bg-brand text-on-brand' : 'bg-odds text-odds-fg hover:bg-odds-hover'
      } disabled:cursor-not-allowed disabled:opacity-60 ${caption ? '' : 'justify-center'} ${className}`}
    >
      {/* Long names are never cut: a bettor must read what the price is on. A name too long for its
          cell takes a line of its own and the price moves below it. */}
      {caption && (
        <span
          className={`min-w-0 text-start text-xs leading-tight break-words ${selected ? '' : 'text-muted'}`}
        >
          {caption}
        </span>
      )}
      {locked ? (
        <LockIcon className={`size-3.5 shrink-0 ${caption ? 'ms-auto' : ''}`} />
      ) : (
        <span
          className={`inline-flex items-center gap-0.5 font-semibold tabular-nums ${caption ? 'ms-auto' : ''} ${selected ? '' : oddsMoveClass(move)}`}
        >
          <OddsMoveArrow direction={move} />
          {price}
        </span>
      )}
    </button>
  )
}
