import { z } from '../zod.ts'
import { HttpsOrigin, ImageSrc, LocalizedText, SafeHref } from './common.ts'
import { NavItem } from './navigation.ts'
import { PromoItem } from './promo-items.ts'

/** Spec §2 layout kinds and button display types. */
export const LAYOUT_KINDS = ['Slider', 'Tile', 'Default', 'Narrow'] as const
export const BUTTON_DISPLAYS = ['button', 'card'] as const

const SportKey = z.string().regex(/^[a-z0-9-]+$/, 'expected a sport key like soccer')
const Limit = z.number().int().min(1).max(50)
const Common = {
  /** A stable id (React key, analytics); defaults to the position. */
  id: z.string().max(60).optional(),
  title: LocalizedText.optional(),
  layout: z.enum(LAYOUT_KINDS).default('Default'),
}
const w = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), ...Common, ...shape }).strict()
const none = {}

/** Rich text (HTML) from an operator or CMS: sanitized by the web before it is shown. */
const RichText = LocalizedText

/**
 * The 46 content widget kinds of spec §2, each with its props. Kinds owned by other areas
 * (bonuses, jackpots, favourites, notifications, profile) take their props here already.
 */
export const WIDGET_SCHEMAS = {
  text: w('text', { html: RichText }),
  label: w('label', { text: LocalizedText, tone: z.enum(['default', 'muted', 'brand']).default('default') }),
  image: w('image', { src: ImageSrc, alt: LocalizedText, href: SafeHref.optional() }),
  banner: w('banner', {
    heading: LocalizedText,
    html: RichText.optional(),
    image: ImageSrc.optional(),
    href: SafeHref.optional(),
    cta: LocalizedText.optional(),
    /** A row of promotions under the banner (spec §2 promo item kinds), laid out by `layout`. */
    items: z.array(PromoItem).max(12).optional(),
  }),
  button: w('button', {
    label: LocalizedText,
    target: NavItem,
    display: z.enum(BUTTON_DISPLAYS).default('button'),
  }),
  modal: w('modal', { trigger: LocalizedText, html: RichText }),
  iframe: w('iframe', {
    src: z.url({ protocol: /^https$/ }),
    label: LocalizedText,
    height: z.number().int().min(80).max(2000).default(400),
  }),
  linkItem: w('linkItem', { target: NavItem, display: z.enum(BUTTON_DISPLAYS).default('button') }),
  eventMarkets: w('eventMarkets', { match_id: z.number().int().positive() }),
  eventStats: w('eventStats', { match_id: z.number().int().positive() }),
  liveEvents: w('liveEvents', { sport: SportKey.optional(), limit: Limit.default(12) }),
  outrights: w('outrights', { sport: SportKey.optional(), limit: Limit.default(10) }),
  prematchEvents: w('prematchEvents', { sport: SportKey.optional(), limit: Limit.default(15) }),
  promocode: w('promocode', none),
  resultEvents: w('resultEvents', { sport: SportKey.optional(), limit: Limit.default(10) }),
  results: w('results', { sport: SportKey.optional(), limit: Limit.default(20) }),
  schedule: w('schedule', { limit: Limit.default(15) }),
  topEvents: w('topEvents', { limit: Limit.default(15) }),
  leagues: w('leagues', { sport: SportKey.optional() }),
  bonuses: w('bonuses', none),
  mobileBonusesGroup: w('mobileBonusesGroup', none),
  mobileSelectionBar: w('mobileSelectionBar', none),
  topLeagues: w('topLeagues', none),
  jackpotBanner: w('jackpotBanner', { jackpot_id: z.string().optional() }),
  speedDial: w('speedDial', { items: z.array(NavItem).min(1).max(12) }),
  favorites: w('favorites', none),
  jackpotLeaderBoard: w('jackpotLeaderBoard', { jackpot_id: z.string().optional() }),
  prediction: w('prediction', { match_id: z.number().int().positive().optional() }),
  sideMenu: w('sideMenu', none),
  bonus: w('bonus', { bonus_id: z.string().optional() }),
  search: w('search', none),
  brandLogo: w('brandLogo', none),
  divider: w('divider', none),
  notifications: w('notifications', none),
  profile: w('profile', none),
  platformSwitcher: w('platformSwitcher', {
    items: z
      .array(z.object({ label: LocalizedText, href: SafeHref }))
      .min(1)
      .max(6),
  }),
  clock: w('clock', { seconds: z.boolean().default(false) }),
  language: w('language', none),
  /**
   * Chips to the listings by when: live now, starting within each of `hours` (spec §2 listing `time`),
   * today, tomorrow, results; all of one sport when `sport` is set.
   */
  eventsFilter: w('eventsFilter', {
    sport: SportKey.optional(),
    hours: z
      .array(z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12), z.literal(24), z.literal(48)]))
      .max(3)
      .default([1, 3]),
  }),
  sportList: w('sportList', none),
  odds: w('odds', none),
  jackpotCard: w('jackpotCard', { jackpot_id: z.string().optional() }),
  matchPreview: w('matchPreview', { match_id: z.number().int().positive().optional() }),
  subMenu: w('subMenu', { items: z.array(NavItem).min(1).max(20) }),
  chatToggle: w('chatToggle', none),
  navTopLeagues: w('navTopLeagues', { limit: Limit.default(8) }),
} as const

export type WidgetKind = keyof typeof WIDGET_SCHEMAS
export const WIDGET_KINDS = Object.keys(WIDGET_SCHEMAS) as WidgetKind[]

const S = WIDGET_SCHEMAS
export const Widget = z.discriminatedUnion('kind', [
  S.text,
  S.label,
  S.image,
  S.banner,
  S.button,
  S.modal,
  S.iframe,
  S.linkItem,
  S.eventMarkets,
  S.eventStats,
  S.liveEvents,
  S.outrights,
  S.prematchEvents,
  S.promocode,
  S.resultEvents,
  S.results,
  S.schedule,
  S.topEvents,
  S.leagues,
  S.bonuses,
  S.mobileBonusesGroup,
  S.mobileSelectionBar,
  S.topLeagues,
  S.jackpotBanner,
  S.speedDial,
  S.favorites,
  S.jackpotLeaderBoard,
  S.prediction,
  S.sideMenu,
  S.bonus,
  S.search,
  S.brandLogo,
  S.divider,
  S.notifications,
  S.profile,
  S.platformSwitcher,
  S.clock,
  S.language,
  S.eventsFilter,
  S.sportList,
  S.odds,
  S.jackpotCard,
  S.matchPreview,
  S.subMenu,
  S.chatToggle,
  S.navTopLeagues,
])
export type Widget = z.infer<typeof Widget>
export type WidgetOf<K extends WidgetKind> = z.infer<(typeof WIDGET_SCHEMAS)[K]>

/** Where iframe widgets may point: origins the brand lists (everything else is refused at load). */
export const IframeOrigins = z.array(HttpsOrigin).max(20)
