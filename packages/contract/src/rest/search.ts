import { z } from '../zod.ts'
import { MatchStatus } from './matches.ts'
import { SportType } from './common.ts'

/** Search query length bounds of spec §5/§9. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_MAX_LENGTH = 50

export const SearchQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH),
  sport_type: SportType.optional(),
  match_status: z.coerce.number().pipe(MatchStatus).optional(),
  only_events_name: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
})

const MatchHit = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  status: MatchStatus,
  start_time: z.string(),
  sport_key: z.string(),
  tournament_name: z.string(),
})
const TournamentHit = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sport_key: z.string(),
  category_name: z.string(),
})
const MarketHit = z.object({
  match_id: z.number().int(),
  match_slug: z.string(),
  match_name: z.string(),
  sport_key: z.string(),
  market_id: z.number().int(),
  name: z.string(),
  specifier: z.string(),
})
export const SearchResult = z.object({
  matches: z.array(MatchHit),
  tournaments: z.array(TournamentHit),
  markets: z.array(MarketHit),
})
export type SearchResult = z.infer<typeof SearchResult>
