import { AccountList, type PlatformCurrency } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /player/accounts: switches the active currency, opening that account when missing. */
export const changeAccount = (currency: PlatformCurrency) =>
  apiSend('POST', '/player/accounts', AccountList, { api: 'platform', body: { currency } })
