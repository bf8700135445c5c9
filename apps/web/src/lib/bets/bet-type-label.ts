import type { ServerBet } from '@sportsbook/contract'
import type { IntlShape } from 'react-intl'

/** A placed bet's type in words: "Combo", or a system as "System 2/3" (its wins of its selections). */
export function betTypeLabel(intl: IntlShape, bet: ServerBet): string {
  return bet.system
    ? intl.formatMessage(
        { id: 'bets.type.system' },
        { win: bet.system.win_count, total: bet.system.total_count },
      )
    : intl.formatMessage({ id: `betslip.type.${bet.type}` })
}
