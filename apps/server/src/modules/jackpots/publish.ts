// Pushes after a draw commits: `jackpot_changed` on `public:{locale}` for each jackpot whose pools
// moved (at most once a tick: the throttle), `jackpot_hit` on the winner's private channel.
import type { FastifyBaseLogger } from 'fastify'
import {
  playerChannel,
  publicChannel,
  type Jackpot,
  type JackpotChangedEvent,
  type JackpotHit,
  type JackpotHitEvent,
} from '@sportsbook/contract'
import type { Publisher } from '../realtime/index.ts'

export interface JackpotPublisher {
  changed(jackpots: readonly Jackpot[]): void
  hit(userId: number, language: string, hit: JackpotHit): void
}

export function createJackpotPublisher(
  publisher: Publisher,
  log: FastifyBaseLogger,
  locales: readonly string[],
): JackpotPublisher {
  const send = (channel: string, data: JackpotChangedEvent | JackpotHitEvent) =>
    publisher
      .publish(channel, data, { tags: { event: data.type } })
      .catch((err: unknown) => log.warn({ err, channel }, `${data.type} publish failed`))
  return {
    changed(jackpots) {
      for (const jackpot of jackpots)
        for (const locale of locales) void send(publicChannel(locale), { type: 'jackpot_changed', jackpot })
    },
    hit(userId, language, hit) {
      void send(playerChannel(language, userId), { type: 'jackpot_hit', hit })
    },
  }
}
