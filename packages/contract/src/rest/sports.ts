import { z } from '../zod.ts'
import { Id, LocaleQuery, Provider, SportType, listOf } from './common.ts'

export const Sport = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: SportType,
  provider: Provider,
  live_count: z.number().int().nonnegative(),
  prematch_count: z.number().int().nonnegative(),
})
export type Sport = z.infer<typeof Sport>
export const SportList = listOf(Sport)
export type SportList = z.infer<typeof SportList>

export const SportRef = Sport.pick({ id: true, key: true, name: true, type: true })
export type SportRef = z.infer<typeof SportRef>

export const Category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().nullable(),
  sport: SportRef,
  tournaments_count: z.number().int().nonnegative(),
})
export type Category = z.infer<typeof Category>
export const CategoryList = listOf(Category)
export type CategoryList = z.infer<typeof CategoryList>
/** Category and tournament slugs never end in -digits (match slugs do), so a URL segment resolves by `slug`. */
const Slug = z.string().trim().min(1).max(120)
export const CategoryQuery = z.object({
  sport_key: z.string().max(40).optional(),
  sport_id: Id.optional(),
  slug: Slug.optional(),
  ...LocaleQuery.shape,
})

export const TournamentKind = z.enum(['match', 'stage', 'season', 'simple_tournament'])
export const CategoryRef = Category.pick({ id: true, slug: true, name: true, country_code: true })

export const Tournament = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  kind: TournamentKind,
  is_top: z.boolean(),
  category: CategoryRef,
  sport: SportRef,
  main_market_outcomes_count: z.number().int().nonnegative(),
  secondary_market_outcomes_count: z.number().int().nonnegative(),
  matches_count: z.number().int().nonnegative(),
})
export type Tournament = z.infer<typeof Tournament>
export const TournamentList = listOf(Tournament)
export type TournamentList = z.infer<typeof TournamentList>
export const TournamentQuery = z.object({
  sport_key: z.string().max(40).optional(),
  category_id: Id.optional(),
  top: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(500),
  slug: Slug.optional(),
  ...LocaleQuery.shape,
})
