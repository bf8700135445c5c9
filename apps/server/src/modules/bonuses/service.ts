// The bonuses service routes call (`app.bonuses`): campaigns, freebets, terms and the player's actions
// (`campaigns.ts`), the demo banners, and the `bonus_issued` push after a promo code's commit.
import type { FastifyBaseLogger } from 'fastify'
import type { PlayerFreebet } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { freebetById, publishBonusIssued, type BonusDeps } from '../bonus-campaigns/index.ts'
import type { Publisher } from '../realtime/index.ts'
import { accaOffers } from './acca-campaigns.ts'
import { bannerSvg } from './banner-art.ts'
import { luckyTermsReader } from './lucky-terms.ts'
import {
  activate,
  campaignById,
  listCampaigns,
  listFreebets,
  markSeen,
  redeemPromoCode,
  termsOf,
} from './campaigns.ts'

export interface BonusesPush {
  publisher: Publisher
  log: FastifyBaseLogger
}

export function createBonusesService(db: Db, now: () => Date, push: BonusesPush) {
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
    banner: bannerSvg,
    accaOffers: (userId: number | undefined) => accaOffers(db, userId, now()),
    /** GET /bonuses/lucky: the operator's Lucky bonus terms, from a per-process copy. */
    luckyTerms: luckyTermsReader(db, now),
    /** `bonus_issued` on the player's private channel, after the issuing transaction committed. */
    publishIssued: (player: { userId: number; language: string }, bonus: PlayerFreebet) =>
      publishBonusIssued(push.publisher, push.log, player, bonus),
  }
}

export type BonusesService = ReturnType<typeof createBonusesService>
