export { localiseCategory, localiseMarket, localiseMatch, localiseSport, localiseTournament } from './localise.ts'
