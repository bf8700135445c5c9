import { toMoney, type BetMoney } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'

/** Wire money as text in the user's locale. */
export function useMoneyText(): (m: BetMoney) => string {
  const { locale } = useIntl()
  return (m) => formatMoney(toMoney(m), locale)
}
