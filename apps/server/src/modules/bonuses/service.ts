// The bonuses service routes call (`app.bonuses`): campaigns, freebets, terms and the player's actions
// (`campaigns-service.ts`), lootboxes and boosts (`lootbox.ts`, `boost.ts`), amount-based freebets
// (`amb.ts`), hunting and tournaments (`points-service.ts`), each bound to one database and clock.
import type { Db } from '../../db/client.ts'
import { listAmb } from './amb.ts'
import { boostFreebet } from './boost.ts'
import {
  activate,
  campaignById,
  freebetById,
  listCampaigns,
  listFreebets,
  markSeen,
  redeemPromoCode,
  termsOf,
  type BonusDeps,
} from './campaigns-service.ts'
import { listLootboxes, lootboxById, openChest } from './lootbox.ts'
import { listPointsCampaigns, pointsCampaignById, pointsTerms, tournamentRating } from './points-service.ts'

export function createBonusesService(db: Db, now: () => Date) {
  const deps: BonusDeps = { db, now }
  /** `fn` with the service's deps as its first argument. */
  const bound =
    <A extends unknown[], R>(fn: (deps: BonusDeps, ...args: A) => R) =>
    (...args: A) =>
      fn(deps, ...args)
  return {
    campaigns: bound(listCampaigns),
    campaign: bound(campaignById),
    terms: bound(termsOf),
    freebets: bound(listFreebets),
    freebet: bound(freebetById),
    redeemPromoCode: bound(redeemPromoCode),
    markSeen: bound(markSeen),
    activate: bound(activate),
    lootboxes: bound(listLootboxes),
    lootbox: bound(lootboxById),
    openChest: bound(openChest),
    boost: bound(boostFreebet),
    amb: bound(listAmb),
    pointsCampaigns: bound(listPointsCampaigns),
    pointsCampaign: bound(pointsCampaignById),
    pointsTerms: bound(pointsTerms),
    tournamentRating: bound(tournamentRating),
  }
}

export type BonusesService = ReturnType<typeof createBonusesService>
