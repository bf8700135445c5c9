// `bonus_issued` on the player's private channel (spec §7), after the issuing transaction commits.
import type { FastifyBaseLogger } from 'fastify'
import { privateChannel, type BonusIssuedEvent, type PlayerFreebet } from '@sportsbook/contract'
import type { Publisher } from '../realtime/index.ts'

const localeOf = (language: string) => (/^[A-Za-z0-9_.-]{1,64}$/.test(language) ? language : 'en')

export function publishBonusIssued(
  publisher: Publisher,
  log: FastifyBaseLogger,
  p: { userId: number; language: string },
  bonus: PlayerFreebet,
): void {
  const data: BonusIssuedEvent = { type: 'bonus_issued', bonus }
  publisher
    .publish(privateChannel(localeOf(p.language), p.userId), data, { tags: { event: data.type } })
    .catch((err: unknown) => log.warn({ err, userId: p.userId }, 'bonus_issued publish failed'))
}
