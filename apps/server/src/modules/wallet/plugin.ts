// Decorates `app.wallet` (see README.md) and `app.publishBalance` for the balance_changed event.
import fp from 'fastify-plugin'
import { playerChannel, fromMoney } from '@sportsbook/contract'
import type { Money } from '@sportsbook/domain'
import { createWallet, type Wallet } from './wallet.ts'

declare module 'fastify' {
  interface FastifyInstance {
    wallet: Wallet
    /** Publishes balance_changed to the player's private channel; call after the transaction commits. */
    publishBalance(userId: number, language: string, balance: Money): Promise<void>
  }
}

export default fp<{ now: () => Date }>(
  async (app, { now }) => {
    app.decorate('wallet', createWallet(now))
    app.decorate('publishBalance', async (userId: number, language: string, balance: Money) => {
      const event = { type: 'balance_changed', balance: fromMoney(balance) }
      try {
        await app.realtime.publisher.publish(playerChannel(language, userId), event)
      } catch (err) {
        // The balance is committed; a lost push only delays the UI until its next GET /player/accounts.
        app.log.warn({ err, userId }, 'balance_changed publish failed')
      }
    })
  },
  { name: 'wallet', dependencies: ['realtime-tier'] },
)
