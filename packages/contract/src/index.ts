/**
 * @sportsbook/contract: the wire shapes shared by apps/web and apps/server.
 * REST bodies and queries are zod schemas; the type of the same name is the parsed value.
 */
export * from './errors.ts'
export * from './rest/common.ts'
export * from './rest/sports.ts'
export * from './rest/markets.ts'
export * from './rest/matches.ts'
export * from './rest/search.ts'
export * from './rest/health.ts'
export * from './realtime/protocol.ts'
export * from './realtime/events.ts'
export * from './rest/platform/money.ts'
export * from './rest/platform/common.ts'
export * from './rest/platform/auth.ts'
export * from './rest/platform/player.ts'
export * from './rest/platform/dev.ts'
export * from './rest/betting/money.ts'
export * from './rest/betting/bets.ts'
export * from './rest/betting/place-bets.ts'
export * from './rest/betting/cashout.ts'
export * from './rest/betting/share.ts'
export * from './rest/betting/settings.ts'
