import { ODDS_FORMATS } from '@sportsbook/domain'
import { z } from '../zod.ts'
import { LocalizedText } from './common.ts'
import { isSitePath } from './links.ts'
import { Navigation } from './navigation.ts'
import { Theme } from './theme.ts'
import { IframeOrigins, Widget } from './widgets.ts'

/** A path of this site (`/api/…`), never another host (`//host`, `/\host`). */
const SitePath = z.string().max(2000).refine(isSitePath, 'expected a path of this site starting with /')

/** Spec §1/§2 features an operator switches on or off. */
export const Features = z
  .object({
    rtl_view: z.boolean().default(true),
    my_bets_hidden: z.boolean().default(false),
    share_bet: z.boolean().default(true),
    custom_bet: z.boolean().default(true),
    horse_racing: z.boolean().default(false),
    lotteries: z.boolean().default(false),
    premium_cricket: z.boolean().default(false),
    virtual_gaming_arena: z.boolean().default(false),
    quick_deposit: z.boolean().default(false),
    /** The signed-in player's time in session and net position in the header (UKGC RTS 13/14). */
    session_clock: z.boolean().default(true),
    search: z.boolean().default(true),
    /** Spec §7: the amount-based freebets' progress (GET /bonuses/freebets/amb) is asked and shown. */
    amb_progress_bar: z.boolean().default(true),
  })
  .strict()
export type Features = z.infer<typeof Features>

const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'expected a currency code like EUR')

/** The spec §3 Settings fields a brand fixes (per-player values come from GET /settings). */
export const BrandSettings = z
  .object({
    stakes: z.array(z.number().int().positive()).min(1).max(6).default([500, 1000, 2500, 5000]),
    odds_accept_mode: z.enum(['none', 'higher', 'any']).default('none'),
    odds_types: z
      .array(z.enum(ODDS_FORMATS))
      .min(1)
      .default([...ODDS_FORMATS]),
    active_odds_type: z.enum(ODDS_FORMATS).default('european'),
    video_enabled: z.boolean().default(true),
    multi_active_freebets: z.boolean().default(false),
    /**
     * What a second pick from another match makes on the slip (ADR 024): `combo` as top books do, or
     * `single` (spec §4 as written: singles while multi-single is allowed). The player switches either way.
     */
    default_bet_type: z.enum(['combo', 'single']).default('combo'),
    default_currency: CurrencyCode.default('EUR'),
    /**
     * Spec §2 "a setting requires a locale in the URL": every address carries its locale segment, the
     * default's too ('/en/sports'), and an address without one opens in the visitor's language.
     */
    locale_in_url: z.boolean().default(false),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  })
  .strict()
  .refine((s) => s.odds_types.includes(s.active_odds_type), {
    message: 'active_odds_type must be one of odds_types',
    path: ['active_odds_type'],
  })

/** The pages an operator composes of widgets; home is required (it is the landing page). */
export const COMPOSABLE_PAGES = [
  'home',
  'live',
  'results',
  'about',
  'general_rules',
  'init_sportsbook',
] as const
export const PageCompositions = z
  .object({ home: z.array(Widget).min(1).max(40) })
  .extend(
    Object.fromEntries(
      COMPOSABLE_PAGES.filter((p) => p !== 'home').map((p) => [p, z.array(Widget).max(40).optional()]),
    ) as Record<Exclude<(typeof COMPOSABLE_PAGES)[number], 'home'>, z.ZodOptional<z.ZodArray<typeof Widget>>>,
  )
  .strict()

/** A page of the operator's own at /sports/<path>: a title and a composition of widgets. */
export const CustomPage = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    path: z
      .string()
      .regex(/^\/[a-z0-9-]+$/, 'expected one path segment like /responsible-play (lowercase, digits, -)'),
    title: LocalizedText,
    widgets: z.array(Widget).min(1).max(40),
  })
  .strict()

export const Brand = z
  .object({
    /** A note for whoever edits the file; ignored. */
    $comment: z.string().optional(),
    id: z.string().regex(/^[a-z0-9-]{2,40}$/, 'expected an id of 2-40 lowercase letters, digits or -'),
    name: z.string().min(1).max(60),
    /** Hosts that get this brand (`bet.example.com`); others get the configured default. */
    hosts: z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/)).default([]),
    theme: Theme,
    features: Features.default(Features.parse({})),
    locales: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/)).min(1),
    currencies: z.array(CurrencyCode).min(1),
    settings: BrandSettings.default(BrandSettings.parse({})),
    navigation: Navigation,
    pages: PageCompositions,
    /** Rich text of the about and general rules pages (sanitized when shown). */
    content: z.object({ about: LocalizedText, general_rules: LocalizedText }).strict(),
    custom_pages: z.array(CustomPage).max(20).default([]),
    iframe_origins: IframeOrigins.default([]),
    /**
     * Where the virtual gaming arena launches (spec §7 virtual wallet): an http(s) URL or a path of this
     * site (the reference backend's development stand-in); null: not offered.
     */
    virtual_wallet: z
      .object({
        url: z.union([z.url({ protocol: /^https?$/ }), SitePath]),
        provider: z.string().regex(/^[a-z0-9_-]+$/),
        app: z
          .string()
          .regex(/^[a-z0-9_-]+$/)
          .default('arena'),
      })
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((b, ctx) => {
    const ids = new Set(b.custom_pages.map((p) => p.id))
    for (const [placement, items] of Object.entries(b.navigation)) {
      items?.forEach((item, i) => {
        if (item.type === 'custom' && !ids.has(item.id))
          ctx.addIssue({
            code: 'custom',
            path: ['navigation', placement, i, 'id'],
            message: `no custom page "${item.id}"`,
          })
      })
    }
  })
export type Brand = z.infer<typeof Brand>
export type BrandInput = z.input<typeof Brand>

/**
 * Spec §7 virtual wallet: POST {url}/{provider}/launch answers the arena's address, an https URL or a
 * path of this site (the development stand-in); nothing else (no javascript:, data: or //host).
 */
export const ArenaLaunch = z.object({ url: z.union([z.url({ protocol: /^https$/ }), SitePath]) })
export type ArenaLaunch = z.infer<typeof ArenaLaunch>

/** Every problem of a brand file, one line each: `theme.colors.dark.brand: expected a colour like #1a2b3c`. */
export function brandProblems(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
}

/** Parses a brand file; the error names each bad path and its problem. */
export function parseBrand(value: unknown, source = 'brand'): Brand {
  const r = Brand.safeParse(value)
  if (r.success) return r.data
  throw new Error(`${source} is not a valid brand:\n  ${brandProblems(r.error).join('\n  ')}`)
}
