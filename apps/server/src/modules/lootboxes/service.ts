// The lootboxes service routes call (`app.lootboxes`): lootbox lists, terms and opening
// (`lootbox.ts`), freebet boosts (`boost.ts`), amount-based progress (`amb.ts`), bound to one
// database and clock, and the `bonus_issued` push after a chest's commit.
import type { FastifyBaseLogger } from 'fastify'
import type { PlayerFreebet } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { publishBonusIssued, type BonusDeps } from '../bonus-campaigns/index.ts'
import type { Publisher } from '../realtime/index.ts'
import { listAmb } from './amb.ts'
import { boostFreebet } from './boost.ts'
import { listLootboxes, lootboxById, lootboxTerms, openChest } from './lootbox.ts'

export function createLootboxesService(
  db: Db,
  now: () => Date,
  push: { publisher: Publisher; log: FastifyBaseLogger },
) {
  const deps: BonusDeps = { db, now }
  const bound =
    <A extends unknown[], R>(fn: (deps: BonusDeps, ...args: A) => R) =>
    (...args: A) =>
      fn(deps, ...args)
  return {
    lootboxes: bound(listLootboxes),
    lootbox: bound(lootboxById),
    terms: bound(lootboxTerms),
    openChest: bound(openChest),
    boost: bound(boostFreebet),
    amb: bound(listAmb),
    /** `bonus_issued` on the player's private channel, after the chest's transaction committed. */
    publishIssued: (player: { userId: number; language: string }, bonus: PlayerFreebet) =>
      publishBonusIssued(push.publisher, push.log, player, bonus),
  }
}

export type LootboxesService = ReturnType<typeof createLootboxesService>
