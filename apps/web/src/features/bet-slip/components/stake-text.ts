import type { Money } from '@sportsbook/domain'
import type { IntlShape } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'

/**
 * A stake as the player reads it: cash ("€10.00"), a freebet ("€10.00 freebet"), or both
 * ("€10.00 freebet + €2.50"): a freebet is never shown as a €0.00 stake.
 */
export function stakeText(intl: IntlShape, cash: Money, freebet: Money): string {
  const f = (m: Money) => formatMoney(m, intl.locale)
  if (freebet.amount <= 0) return f(cash)
  if (cash.amount <= 0) return intl.formatMessage({ id: 'betslip.stake_freebet' }, { amount: f(freebet) })
  return intl.formatMessage({ id: 'betslip.stake_freebet_and_cash' }, { freebet: f(freebet), cash: f(cash) })
}
