import { useIntl } from 'react-intl'
import { useSecondsSince } from '~/hooks/use-seconds-since.ts'

/**
 * "Updated 12 s ago": re-renders once a second on its own (the shared ticker), never its row or page.
 * Not a live region: a screen reader reads it when it reaches it, not every second.
 */
export function PriceAge({ at }: { at: number | undefined }) {
  const intl = useIntl()
  const s = useSecondsSince(at)
  // Before the first move is known its line stays (empty), so the row keeps its height; keyed apart
  // from the age, which comes in as a new box rather than as this one moving.
  if (s === undefined)
    return (
      <span key="none" aria-hidden className="text-xs">
        {'\u00a0'}
      </span>
    )
  const age =
    s < 60
      ? intl.formatRelativeTime(-s, 'second', { style: 'narrow', numeric: 'always' })
      : intl.formatRelativeTime(-Math.floor(s / 60), 'minute', { style: 'narrow', numeric: 'always' })
  return (
    <span key="age" className="text-xs text-muted tabular-nums" data-testid="price-age">
      {intl.formatMessage({ id: 'match.price.updated' }, { age })}
    </span>
  )
}
