// `bonus_issued` on the player's private channel (spec §7), after the issuing transaction commits.
import type { FastifyBaseLogger } from 'fastify'
import { playerChannel, type BonusIssuedEvent, type PlayerFreebet } from '@sportsbook/contract'
import type { Publisher } from '../realtime/index.ts'

export function publishBonusIssued(
  publisher: Publisher,
  log: FastifyBaseLogger,
  p: { userId: number; language: string },
  bonus: PlayerFreebet,
): void {
  const data: BonusIssuedEvent = { type: 'bonus_issued', bonus }
  publisher
    .publish(playerChannel(p.language, p.userId), data, { tags: { event: data.type } })
    .catch((err: unknown) => log.warn({ err, userId: p.userId }, 'bonus_issued publish failed'))
}
