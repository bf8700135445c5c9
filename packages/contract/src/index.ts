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
