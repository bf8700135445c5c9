import { z } from '../zod.ts'
import { LocalizedText, SafeHref } from './common.ts'

/** Spec §2 page keys used for links, plus the §2 pages that have no key there. */
export const PAGE_KEYS = [
  'sports',
  'in_play',
  'e_sports',
  'favorites',
  'sport',
  'match',
  'league',
  'schedule',
  'results',
  'promotions',
  'bets_history',
  'horse_racing',
  'lotteries',
  'virtual_gaming_arena',
  'premium_cricket',
  'general_rules',
  'about',
] as const
export type PageKey = (typeof PAGE_KEYS)[number]

/** Spec §2 navigation placements. */
export const NAV_PLACEMENTS = [
  'header',
  'left_sidebar_desktop',
  'side_menu_mobile',
  'tabbar_mobile',
  'right_sidebar_desktop',
] as const
export type NavPlacement = (typeof NAV_PLACEMENTS)[number]

export const NAV_ICONS = [
  'home',
  'live',
  'calendar',
  'menu',
  'ticket',
  'trophy',
  'star',
  'info',
  'search',
  'gift',
  'none',
] as const

const PageItem = z
  .object({
    type: z.literal('page'),
    page: z.enum(PAGE_KEYS),
    /** sport, league and match items name their sport key and (league, match) slug. */
    sport: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** Replaces the page's own name. */
    label: LocalizedText.optional(),
    icon: z.enum(NAV_ICONS).optional(),
  })
  .refine((i) => !['sport', 'league', 'match'].includes(i.page) || i.sport, {
    message: 'sport, league and match items need a "sport" key',
    path: ['sport'],
  })
  .refine((i) => !['league', 'match'].includes(i.page) || i.slug, {
    message: 'league and match items need a "slug"',
    path: ['slug'],
  })

const LinkItem = z.object({
  type: z.literal('link'),
  href: SafeHref,
  label: LocalizedText,
  icon: z.enum(NAV_ICONS).optional(),
})

/** A custom page of this brand, by its id in `custom_pages`. */
const CustomItem = z.object({
  type: z.literal('custom'),
  id: z.string(),
  icon: z.enum(NAV_ICONS).optional(),
})

export const NavItem = z.discriminatedUnion('type', [PageItem, LinkItem, CustomItem])
export type NavItem = z.infer<typeof NavItem>

export const Navigation = z.partialRecord(z.enum(NAV_PLACEMENTS), z.array(NavItem).max(20))
export type Navigation = z.infer<typeof Navigation>
