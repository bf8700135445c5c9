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
export { attachLuckyBonuses, luckyBonusesFor, type LuckyCandidate } from './lucky-placement.ts'
export type { LuckyBetRecord } from './repository/lucky-repository.ts'
export {
  settleLuckyBonuses,
  type LuckyCredit,
  type LuckyEnded,
  type LuckySettling,
} from './lucky-settlement.ts'
export { setLuckyBonusTerms } from './lucky-terms.ts'
export { DEMO_LUCKY_BONUSES, seedDemoLuckyBonuses } from './lucky-seed.ts'
