// What the account services need, gathered from the app per call by `app.accounts` (service.ts): no
// service reads the clock, the configuration or the sender on its own, so tests control all three.
import type { DepositField } from '@sportsbook/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { LinkBase, Sender } from '../outbox/index.ts'

export interface AccountsContext extends LinkBase {
  db: Db
  sender: Sender
  now: Date
  blockedCountries: readonly string[]
  /** Spec §5: the details a player must have given before a deposit (DEPOSIT_REQUIRED_FIELDS). */
  depositRequiredFields: readonly DepositField[]
}

export const contextOf = (app: FastifyInstance): AccountsContext => ({
  db: app.db,
  sender: app.sender,
  now: app.now(),
  webUrl: app.platformConfig.publicWebUrl,
  blockedCountries: app.platformConfig.blockedCountries,
  depositRequiredFields: app.platformConfig.depositRequiredFields,
})
