import type { ServerBet } from '@sportsbook/contract'
import { parseSystemId } from '@sportsbook/domain'
import type { IntlShape } from 'react-intl'
import { systemLabel } from './system-label.ts'

/**
 * A placed bet's type in words: "Combo", a system as "System 2/3" (its wins of its selections), a
 * named multiple as "Yankee · 11 bets" (ADR 034).
 */
export function betTypeLabel(intl: IntlShape, bet: ServerBet): string {
  const named = bet.system && parseSystemId(bet.system.id)
  if (named?.sizes) return systemLabel(intl, named, bet.system?.lines)
  return bet.system
    ? intl.formatMessage(
        { id: 'bets.type.system' },
        { win: bet.system.win_count, total: bet.system.total_count },
      )
    : intl.formatMessage({ id: `betslip.type.${bet.type}` })
}
