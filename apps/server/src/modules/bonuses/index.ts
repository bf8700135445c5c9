export { default as bonusesPlugin } from './plugin.ts'
export { seedDemoBonuses, DEMO_CAMPAIGNS } from './seed-demo.ts'
export { checkBetBonuses, consumeBetBonuses, type AppliedBonus, type BonusCheck } from './placement.ts'
export { farmSettledBets, reissueFreebet, settleProfitBoosts } from './settlement.ts'
