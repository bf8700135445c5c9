export { default as lootboxesPlugin } from './plugin.ts'
export { seedLootCampaigns, DEMO_AMB_RULES, DEMO_LOOTBOX_RULES } from './seed-demo.ts'
export { farmSettledBets, type FarmedBet } from './farm.ts'
