// The domain's match and market status codes as SQL literals for repositories' raw SQL: literals,
// not bind parameters, so the text (and the plans and partial indexes it meets) stays as before.
import { BETTABLE_MATCH_STATUSES, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain'
import { sql, type SQL } from 'drizzle-orm'

const literal = (code: number): SQL => sql.raw(String(code))

/** MATCH_STATUS.<name> as an SQL literal. */
export const matchStatusSql = (name: keyof typeof MATCH_STATUS): SQL => literal(MATCH_STATUS[name])

/** MARKET_STATUS.<name> as an SQL literal. */
export const marketStatusSql = (name: keyof typeof MARKET_STATUS): SQL => literal(MARKET_STATUS[name])

/** The bettable match statuses as an SQL list, `(0, 1)`: `m.status in ${BETTABLE_MATCH_STATUSES_SQL}`. */
export const BETTABLE_MATCH_STATUSES_SQL: SQL = sql.raw(`(${BETTABLE_MATCH_STATUSES.join(', ')})`)
