// A system type in words (ADR 013, 034): an N-of-M system as "2 from 3", a named multiple (full
// cover) by its name and lines, "Yankee · 11 bets". The slip's type picker and placed bets share it.
import { isFullCover, lineCount, type SystemType } from '@sportsbook/domain'
import type { IntlShape } from 'react-intl'

/** "Yankee · 11 bets" for a named multiple; "2 from 3" for an N-of-M system. */
export function systemLabel(intl: IntlShape, type: SystemType, lines = lineCount(type)): string {
  if (!isFullCover(type)) {
    return intl.formatMessage({ id: 'betslip.system_option' }, { win: type.winCount, total: type.totalCount })
  }
  return intl.formatMessage(
    { id: 'multiples.option' },
    { name: intl.formatMessage({ id: `multiples.name.${type.id}` }), lines },
  )
}
