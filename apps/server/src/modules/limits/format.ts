// Amounts in the API's English messages: the domain's formatter, as the web shows money ("€12.50").
import { toMoney, type MoneyWire } from '@sportsbook/contract'
import { formatMoney } from '@sportsbook/domain'

export const formatMajor = (m: MoneyWire): string => formatMoney(toMoney(m), 'en')
