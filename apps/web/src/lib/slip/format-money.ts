// Money as text: the domain's one formatter (Intl in the user's locale), shared with the server, in
// the unit the bettor chose for the currency (spec §3 subcurrencies: mBTC, μBTC).
import { formatMoney as format, type Money } from '@sportsbook/domain'
import { displayUnit } from './display-unit.ts'

export const formatMoney = (
  m: Money,
  locale: string,
  opts: { signed?: boolean; unit?: string; trimZeros?: boolean } = {},
): string => format(m, locale, { unit: displayUnit(m.currency.code), ...opts })
