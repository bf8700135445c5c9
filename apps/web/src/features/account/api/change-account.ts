import type { PlatformCurrency } from '@sportsbook/contract'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /player/accounts: switches the active currency, opening that account when missing. */
export const changeAccount = (currency: PlatformCurrency) =>
  apiSend('POST', '/player/accounts', lazySchema('AccountList'), { api: 'platform', body: { currency } })
