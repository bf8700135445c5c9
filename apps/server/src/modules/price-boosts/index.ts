export { priceBoostBook, type LiveBoost, type PriceBoostBook } from './book.ts'
export { boostMarket, boostMatch, boostOutcome } from './overlay.ts'
export { selectStakedAt as stakedAtBoosts } from './repository.ts'
export { seedDemoPriceBoosts } from './seed-demo.ts'
