import type { TimelineEvent } from '@sportsbook/contract'
import type { IntlShape } from 'react-intl'

/** Events worth a screen reader's interruption; the rest stay in the list. */
export const ANNOUNCED_KINDS: ReadonlySet<TimelineEvent['kind']> = new Set([
  'goal',
  'red_card',
  'period_start',
  'period_end',
  'kick_off',
  'set',
  'break_point',
])

/** "12:30 Corner – Arsenal": clock (if any), what, and whose. */
export function eventText(
  intl: IntlShape,
  e: TimelineEvent,
  names: { home?: string; away?: string },
): string {
  const team = e.side ? (names[e.side] ?? '') : ''
  const what = intl.formatMessage({ id: `match_centre.event.${e.kind}` }, { team })
  return e.clock ? `${e.clock} ${what}` : what
}
