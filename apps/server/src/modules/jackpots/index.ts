export { default as jackpotsPlugin, type JackpotsOptions } from './plugin.ts'
export { seedDemoJackpots, DEMO_JACKPOTS } from './seed-demo.ts'
export {
  cashOutJackpotShares,
  enterJackpotDraw,
  jackpotShares,
  type JackpotShares,
  type ShareRow,
  type PlacedForJackpot,
} from './shares.ts'
