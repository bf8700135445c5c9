import type { SelectionInput } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { useLiveOdds } from '~/hooks/use-live-odds.ts'
import { useOffline } from '~/hooks/use-offline.ts'
import { formatOdds } from '~/lib/format-odds.ts'
import { useOddsFormat } from '~/lib/odds-format-store.ts'
import { pressOutcome, useLastPressed } from '~/lib/slip/outcome-press.ts'
import { useOutcomeSelected } from '~/lib/slip/use-slip.ts'
import { LockIcon } from './icons.tsx'
import { OddsText } from './odds-text.tsx'
import { SlipJump } from './slip-jump.tsx'
import { OddsMoveArrow, oddsMoveClass, oddsMoveMessage, withLiveOdds } from './odds-button-move.tsx'

interface Props {
  /** Outcome name; part of the accessible name, after the visible text ("1.85, Arsenal"). */
  label: string
  odds: number
  /** Under a price boost (ADR 033): the normal price, shown struck through before the boosted `odds`. */
  boostedFrom?: number
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

/**
 * The accessible name starts with the text on the button (WCAG 2.5.3: a speech user says what they
 * see), then names the outcome in full when the button shows less: "O 2.5 1.90, Over 2.5",
 * "1.85, Arsenal"; a caption that is the full name gives "Arsenal 1.85". `price` is absent when locked.
 */
export function oddsButtonName(label: string, caption: string | undefined, price: string | undefined) {
  const visible = [caption, price].filter(Boolean).join(' ')
  if (!visible) return label
  return caption === label ? visible : `${visible}, ${label}`
}

/**
 * A price. A real button so it is reachable by keyboard; aria-pressed carries bet-slip selection.
 * `data-odds` tells prices from a row's other buttons (its favourite star) to tests and benches.
 */
export function OddsButton({
  label,
  odds,
  boostedFrom,
  caption,
  selected = false,
  locked = false,
  onPress,
  selection,
  className = '',
}: Props) {
  const intl = useIntl()
  // Offline (ADR 042) a price is last known, never offered: shown, not pressable, and its name says why.
  const offline = useOffline()
  const onSlip = useOutcomeSelected(selection?.outcomeId)
  const pressedLast = useLastPressed(selection?.outcomeId)
  // Live prices come from the odds store, keyed like slip outcomes: one tick re-renders one button.
  const live = useLiveOdds(selection?.outcomeId)
  if (live && selection) [odds, selection] = [live.odds, withLiveOdds(selection, live.odds)]
  const move = locked ? null : live?.direction
  if (selection) selected = selected || onSlip
  onPress ??= selection ? () => pressOutcome(selection) : undefined
  const format = useOddsFormat()
  const price = formatOdds(odds, intl, format)
  // A boost shows while the boosted price beats the normal one (a live tick may end it).
  const was =
    !locked && boostedFrom !== undefined && boostedFrom < odds
      ? formatOdds(boostedFrom, intl, format)
      : undefined
  // The name starts with the text on the button, the struck normal price included (WCAG 2.5.3).
  const who = oddsButtonName(label, caption, locked ? undefined : was ? `${was} ${price}` : price)
  const boost = was ? `, ${intl.formatMessage({ id: 'boosts.price.was_now' }, { from: was, to: price })}` : ''
  const open = `${who}${boost}${move ? `, ${intl.formatMessage({ id: oddsMoveMessage(move) })}` : ''}`
  const name = locked
    ? intl.formatMessage({ id: 'odds.locked' }, { name: who })
    : offline
      ? intl.formatMessage({ id: 'pwa.offline.odds' }, { name: open })
      : open
  return (
    <>
      <button
        type="button"
        data-odds=""
        aria-label={name}
        aria-pressed={selected}
        disabled={locked || offline}
        onClick={onPress}
        className={`relative flex min-h-9 min-w-0 flex-wrap items-center justify-between gap-x-1.5 gap-y-0.5 rounded-sm py-1.5 text-[0.8125rem] transition-colors ${
          selected ? 'bg-brand text-on-brand' : 'bg-odds text-odds-fg hover:bg-odds-hover'
        } disabled:cursor-not-allowed disabled:opacity-60 ${caption ? 'px-2.5' : 'justify-center px-1.5'} ${className}`}
      >
        {/* Long names are never cut: a bettor must read what the price is on. A name too long for its
            cell takes a line of its own and the price moves below it. */}
        {caption && (
          <span
            className={`min-w-0 text-start text-xs leading-tight break-words ${selected ? '' : 'text-muted'}`}
          >
            {/* A Latin name in an Arabic page in its own direction: "(-1.5)" stays after "Arsenal". */}
            <bdi>{caption}</bdi>
          </span>
        )}
        {/* A space between caption and price in the button's text ("O 0.5 3.01"), as its name has. */}
        {caption && ' '}
        {locked ? (
          <LockIcon className={`size-3.5 shrink-0 ${caption ? 'ms-auto' : ''}`} />
        ) : (
          <>
            {was && (
              <s
                className={`text-xs tabular-nums ${selected ? '' : 'text-muted'} ${caption ? 'ms-auto' : ''}`}
                data-testid="odds-was"
              >
                {was}
              </s>
            )}
            {was && ' '}
            <OddsText
              className={`font-semibold tabular-nums ${caption && !was ? 'ms-auto' : ''} ${selected ? '' : oddsMoveClass(move)}`}
            >
              {price}
            </OddsText>
          </>
        )}
        {/* In the corner: a move takes no room from the price, so a cell never wraps when its price moves. */}
        <OddsMoveArrow direction={move} />
      </button>
      {pressedLast && onSlip && <SlipJump />}
    </>
  )
}
