// Private-channel publications of betting (spec §7): bet_changed, bet_cashout_changed. They are
// sent after the transaction commits; a lost push only delays the UI until its next GET /bets.
import type { FastifyBaseLogger } from 'fastify'
import {
  fromMoney,
  playerChannel,
  type BetChangedEvent,
  type BetCashoutChangedEvent,
  type ServerBet,
} from '@sportsbook/contract'
import type { Money } from '@sportsbook/domain'
import type { Publisher } from '../realtime/index.ts'

export interface BetPublisher {
  betChanged(userId: number, language: string, bet: ServerBet): void
  cashoutChanged(userId: number, language: string, betId: string, offer: Money | undefined): void
}

/** Locales are channel segments; a language the channel name cannot hold falls back to English. */

export function createBetPublisher(publisher: Publisher, log: FastifyBaseLogger): BetPublisher {
  const send = (userId: number, language: string, data: BetChangedEvent | BetCashoutChangedEvent) => {
    publisher
      .publish(playerChannel(language, userId), data, { tags: { event: data.type } })
      .catch((err: unknown) => log.warn({ err, userId }, `${data.type} publish failed`))
  }
  return {
    betChanged: (userId, language, bet) => send(userId, language, { type: 'bet_changed', bet }),
    cashoutChanged: (userId, language, betId, offer) =>
      send(userId, language, {
        type: 'bet_cashout_changed',
        bet_id: betId,
        to_cashout: offer ? fromMoney(offer) : null,
      }),
  }
}
