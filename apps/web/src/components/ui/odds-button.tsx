import { useIntl } from 'react-intl'
import { formatOdds } from '~/lib/format-odds.ts'
import { LockIcon } from './icons.tsx'

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
  className = '',
}: Props) {
  const intl = useIntl()
  const price = formatOdds(odds, intl.locale)
  const name = locked ? intl.formatMessage({ id: 'odds.locked' }, { name: label }) : `${label} ${price}`
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={selected}
      disabled={locked}
      onClick={onPress}
      className={`flex min-h-9 min-w-0 items-center justify-between gap-1.5 rounded-sm px-2.5 py-1.5 text-[0.8125rem] transition-colors ${
        selected ? 'bg-brand text-on-brand' : 'bg-odds text-odds-fg hover:bg-odds-hover'
      } disabled:cursor-not-allowed disabled:opacity-60 ${caption ? '' : 'justify-center'} ${className}`}
    >
      {caption && <span className={`truncate text-xs ${selected ? '' : 'text-muted'}`}>{caption}</span>}
      {locked ? (
        <LockIcon className="size-3.5 shrink-0" />
      ) : (
        <span className="font-semibold tabular-nums">{price}</span>
      )}
    </button>
  )
}
