import { tryDecimalOdds, type SelectionInput } from '@sportsbook/domain'
import type { OddsDirection } from '~/lib/live/odds-store.ts'

/**
 * Up or down for a few seconds after a price moves: an arrow and colour, and words for the name. The
 * arrow sits in the top inline-end corner of its (relative) button, outside the price's line.
 */
export function OddsMoveArrow({ direction }: { direction: OddsDirection | null | undefined }) {
  if (!direction) return null
  return (
    <svg
      viewBox="0 0 10 10"
      aria-hidden
      data-odds-move={direction}
      className={`absolute end-0.5 top-0.5 size-2 ${direction === 'up' ? 'text-positive' : 'text-negative'}`}
    >
      <path d={direction === 'up' ? 'M5 1 9 8H1z' : 'M5 9 1 2h8z'} fill="currentColor" />
    </svg>
  )
}

export const oddsMoveClass = (direction: OddsDirection | null | undefined) =>
  direction === 'up' ? 'text-positive' : direction === 'down' ? 'text-negative' : ''

/** i18n key of the words added to the accessible name while a price shows its move. */
export const oddsMoveMessage = (direction: OddsDirection) =>
  direction === 'up' ? 'odds.rising' : 'odds.falling'

/** The slip gets the price on screen, which may be newer than the loaded data. */
export function withLiveOdds(selection: SelectionInput, odds: number): SelectionInput {
  const live = tryDecimalOdds(odds)
  return live ? { ...selection, odds: live } : selection
}
