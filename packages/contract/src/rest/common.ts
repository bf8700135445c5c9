import { z } from '../zod.ts'
import { errorCodes } from '../errors.ts'
import { PlatformLocale } from './platform/common.ts'
import { LimitRefusal } from './platform/limits.ts'

/**
 * `?locale=` of the catalog reads: the language of sport, country, market and outcome names
 * (team and player names stay as they are). English when absent.
 */
export const LocaleQuery = z.object({ locale: PlatformLocale.optional() })

/** Body of every 4xx/5xx answer. `issues` lists the offending parameters for invalid_params. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    localized_message: z.string().optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** A refusal by a player limit: which one, and what it leaves (minor units of `currency`). */
    limit: LimitRefusal.optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBody>

export const Pagination = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  last_page: z.number().int().positive(),
})
export type Pagination = z.infer<typeof Pagination>

export const Id = z.coerce.number().int().positive().max(2_147_483_647)
/** Path parameters of `/<resource>/:id`. */
export const IdParams = z.object({ id: Id })

/** Query booleans arrive as strings; only these spellings are accepted. */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

export const Provider = z.enum(['betradar', 'oddin'])
export type Provider = z.infer<typeof Provider>

/** Bet categories of spec §3: regular sports, cybersport, premium cricket. */
export const SportType = z.enum(['regular', 'cyber', 'premium_cricket'])
export type SportType = z.infer<typeof SportType>

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: Pagination })
