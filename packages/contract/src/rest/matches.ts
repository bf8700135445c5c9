import { MATCH_STATUS } from '@sportsbook/domain'
import { z } from '../zod.ts'
import { Id, LocaleQuery, Provider, QueryBoolean, SportType, pageOf } from './common.ts'
import { Market } from './markets.ts'
import { CategoryRef, SportRef, TournamentKind } from './sports.ts'

/** Match status codes of spec §4, the domain's MATCH_STATUS. Stopped, closed, finished and not covered are not bettable. */
export const MatchStatus = z.enum(MATCH_STATUS)
export type MatchStatus = z.infer<typeof MatchStatus>

export const Competitor = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  qualifier: z.enum(['home', 'away']).nullable(),
  /** The crest or logo: a path on the API or an http(s) URL; the web shows it through the image proxy. */
  logo: z.string().nullable(),
  country_code: z.string().nullable(),
})
export type Competitor = z.infer<typeof Competitor>

export const Score = z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() })
export type Score = z.infer<typeof Score>

export const Statistics = z.object({
  /** Match clock as "mm:ss" for timed sports, null otherwise. */
  clock: z.string().nullable(),
  total_score: Score.nullable(),
  /** Points inside the current game (tennis 0/15/30/40/A as strings) */
  game_score: z.object({ home: z.string(), away: z.string() }).nullable(),
  current_server: z.enum(['home', 'away']).nullable(),
  period_score: z.array(Score.extend({ number: z.number().int().positive() })),
  /** Number of the period being played (1-based), null before the start. */
  period: z.number().int().nullable(),
  max_period_number: z.number().int().positive(),
})
export type Statistics = z.infer<typeof Statistics>

export const TournamentRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: TournamentKind,
  sport_type: SportType,
})

export const Match = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  type: z.enum(['match', 'outright']),
  /** Outrights carry their own name; matches are named by competitors. */
  name: z.string(),
  tournament: TournamentRef,
  category: CategoryRef,
  sport: SportRef,
  competitors: z.array(Competitor),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  status: MatchStatus,
  /** Human stage label code, e.g. "1st_half", "halftime", "3rd_set", "ended". */
  stage: z.string().nullable(),
  start_time: z.string(),
  end_date: z.string().nullable(),
  statistics: Statistics.nullable(),
  bettable: z.boolean(),
  available_markets: z.array(z.number().int()),
  availableMarketsCount: z.number().int().nonnegative(),
  main_market: Market.nullable(),
  secondary_market: Market.nullable(),
  top_markets: z.array(Market),
  has_video: z.boolean(),
  provider: Provider,
  bets_count: z.number().int().nonnegative(),
  /**
   * Early payout ("2UP", ADR 031) on this match's sport: a pre-match bet on `outcome_ids` (home, away;
   * never the draw) of market `market_id` (no specifier) is paid as a win once its side leads by
   * `lead`. Absent when the operator offers none on the sport; in-play bets never qualify.
   */
  early_payout: z
    .object({
      market_id: z.number().int(),
      outcome_ids: z.array(z.string()),
      lead: z.number().int().positive(),
    })
    .optional(),
})
export type Match = z.infer<typeof Match>
export const MatchPage = pageOf(Match)
export type MatchPage = z.infer<typeof MatchPage>

export const MATCH_SORT_FIELDS = [
  'sport_id',
  'sport_priority',
  'category_id',
  'category_priority',
  'tournament_id',
  'tournament_priority',
  'start_time',
  'bets_count',
] as const
/** `sort_by` is a comma list of fields, each optionally prefixed with "-" for descending. */
export const MatchSort = z
  .string()
  .max(200)
  .transform((s, ctx) => {
    const parts = s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
    const out: { field: (typeof MATCH_SORT_FIELDS)[number]; desc: boolean }[] = []
    for (const p of parts) {
      const desc = p.startsWith('-')
      const field = desc ? p.slice(1) : p
      if (!(MATCH_SORT_FIELDS as readonly string[]).includes(field)) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown sort field "${field}"; use ${MATCH_SORT_FIELDS.join(', ')}`,
        })
        return z.NEVER
      }
      out.push({ field: field as (typeof MATCH_SORT_FIELDS)[number], desc })
    }
    return out
  })

const csvIds = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    const ids = s.split(',').map((p) => Number(p.trim()))
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'expected a comma separated list of positive integer ids' })
      return z.NEVER
    }
    return ids
  })
const csvStatus = z
  .string()
  .max(40)
  .transform((s, ctx) => {
    const codes = s.split(',').map((p) => Number(p.trim()))
    if (codes.some((n) => !Number.isInteger(n) || n < 0 || n > 5)) {
      ctx.addIssue({ code: 'custom', message: 'match_status takes codes 0 to 5, comma separated' })
      return z.NEVER
    }
    return codes as MatchStatus[]
  })

/** ISO-8601 with offset; year 0000 matches the pattern but exists in no calendar PostgreSQL knows. */
const QueryDateTime = z.iso
  .datetime({ offset: true })
  .refine((s) => !s.startsWith('0000'), 'year 0000 does not exist')

export const MatchQuery = z.object({
  id: csvIds.optional(),
  type: z.enum(['match', 'outright']).optional(),
  sport_key: z.string().max(40).optional(),
  sport_type: SportType.optional(),
  category_id: Id.optional(),
  tournament_id: Id.optional(),
  match_status: csvStatus.optional(),
  sort_by: MatchSort.optional(),
  start_from: QueryDateTime.optional(),
  start_to: QueryDateTime.optional(),
  bettable: QueryBoolean.optional(),
  max_per_sport: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  favourite: QueryBoolean.optional(),
  has_video: QueryBoolean.optional(),
  ...LocaleQuery.shape,
})
export type MatchQuery = z.infer<typeof MatchQuery>
