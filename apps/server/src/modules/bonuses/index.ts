export { default as bonusesPlugin } from './plugin.ts'
export { ALLOW_MULTIPLE_ACTIVE_FREEBETS } from './constants.ts'
export { seedDemoBonuses, DEMO_CAMPAIGNS } from './seed-demo.ts'
export { checkBetBonuses, consumeBetBonuses, type AppliedBonus, type BonusCheck } from './placement.ts'
export { farmSettledBets, reissueFreebet, settleProfitBoosts } from './settlement.ts'
export { accaOffersFor, attachAccaOffers, type AccaCandidate } from './acca-placement.ts'
export type { AccaOfferRecord } from './repository/acca-repository.ts'
export {
  cancelAccaOffers,
  settleAccaOffers,
  type AccaCredit,
  type AccaEnded,
  type AccaSettling,
} from './acca-settlement.ts'
