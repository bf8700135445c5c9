// Spec §7 Sportsbook API, bonuses and jackpots: the campaign lists (paged, "fetched until the last
// page"), one campaign and its terms, amount-based freebets, the player's actions on a bonus, and the
// jackpots with their hits. Actions on a bonus the player may not hold are checked on their §8 refusal.
import {
  ActivateResponse,
  AmbList,
  BonusCampaign,
  BonusTerms,
  BoostResponse,
  CampaignList,
  FreebetList,
  Jackpot,
  JackpotHitList,
  JackpotList,
  Lootbox,
  LootboxList,
  MarkSeenResponse,
  PlayerFreebet,
  PromoCodeResponse,
  TournamentRating,
} from '@sportsbook/contract'
import { z } from 'zod'
import type { Context } from '../context.ts'
import { parsed } from '../wire.ts'
import type { Call, Req } from './call.ts'
import { UNKNOWN_ID } from './data.ts'

/** Well-formed bonus ids ('c…' campaign, 'f…' held freebet) no backend issued. */
const UNKNOWN_CAMPAIGN = `c${UNKNOWN_ID}`
const UNKNOWN_FREEBET = `f${UNKNOWN_ID}`

const sportsbook = (c: Omit<Call, 'api'>): Call => ({ ...c, api: 'sportsbook' })
const either = { auth: 'either' } as const
/** The bonus lists' page size (spec §9: bonus lists paged to 500); the kit reads smaller pages. */
const LIMIT = 5

/** The campaign kinds whose lists, items and terms spec §7 names. */
const KINDS = [
  ['comboboosts', CampaignList, 'CampaignList', 'either'],
  ['freebets', FreebetList, 'FreebetList', 'player'],
  ['huntings', CampaignList, 'CampaignList', 'either'],
  ['tournaments', CampaignList, 'CampaignList', 'either'],
  ['lootboxes', LootboxList, 'LootboxList', 'either'],
] as const

/** The first item of the first kind that lists one (the player's view), for the {id} calls. */
const firstItem = (ctx: Context) =>
  ctx.memo('bonus-item', async () => {
    const session = await ctx.maybeSession()
    const http = session?.http ?? ctx.visitor
    for (const [kind, schema, shape, auth] of KINDS) {
      if (auth === 'player' && !session) continue
      const list = parsed(await http.get(ctx.sportsbook(`/bonuses/${kind}`)), schema as z.ZodType, shape) as {
        data: { id: number | string }[]
      }
      const item = list.data[0]
      if (item) return { kind, id: item.id }
    }
    return undefined
  })

const itemOr = async (ctx: Context, suffix: string): Promise<Req> => {
  const item = await firstItem(ctx)
  return item
    ? { path: `/bonuses/${item.kind}/${item.id}${suffix}`, note: `${item.kind} ${item.id}` }
    : {
        path: `/bonuses/huntings/${UNKNOWN_CAMPAIGN}${suffix}`,
        refusal: 'bonus_not_found',
        note: 'no campaign listed; an unknown id',
      }
}

const tournament = async (ctx: Context) => {
  const list = parsed(
    await ctx.visitor.get(ctx.sportsbook('/bonuses/tournaments')),
    CampaignList,
    'CampaignList',
  )
  return list.data[0]?.id
}

export const bonusCalls: Call[] = [
  sportsbook({
    ...either,
    method: 'GET',
    path: '/bonuses',
    schema: CampaignList,
    shape: 'CampaignList',
    pages: true,
    request: async () => ({ path: '/bonuses', query: { limit: LIMIT } }),
    bad: async () => ({ path: '/bonuses', query: { limit: 'abc' } }),
  }),
  sportsbook({
    ...either,
    method: 'POST',
    path: '/bonuses',
    schema: CampaignList,
    shape: 'CampaignList',
    request: async () => ({ path: '/bonuses', body: { limit: LIMIT } }),
  }),
  ...KINDS.map(([kind, schema, shape, auth]) =>
    sportsbook({
      auth,
      method: 'GET',
      path: `/bonuses/${kind}`,
      schema,
      shape,
      pages: true,
      request: async () => ({ path: `/bonuses/${kind}`, query: { limit: LIMIT } }),
    }),
  ),
  sportsbook({
    ...either,
    method: 'GET',
    path: '/bonuses/{kind}/{id}',
    schema: z.union([BonusCampaign, PlayerFreebet, Lootbox]),
    shape: 'BonusCampaign, PlayerFreebet or Lootbox',
    bad: async () => ({ path: '/bonuses/huntings/x' }),
    request: (ctx) => itemOr(ctx, ''),
  }),
  sportsbook({
    ...either,
    method: 'GET',
    path: '/bonuses/{kind}/{id}/terms',
    schema: BonusTerms,
    shape: 'BonusTerms',
    bad: async () => ({ path: '/bonuses/huntings/x/terms' }),
    request: (ctx) => itemOr(ctx, '/terms'),
  }),
  sportsbook({
    ...either,
    method: 'GET',
    path: '/bonuses/freebets/amb',
    schema: AmbList,
    shape: 'AmbList',
    pages: true,
    request: async () => ({ path: '/bonuses/freebets/amb', query: { limit: LIMIT } }),
  }),
  sportsbook({
    ...either,
    method: 'POST',
    path: '/bonuses/freebets/amb',
    schema: AmbList,
    shape: 'AmbList',
    request: async () => ({ path: '/bonuses/freebets/amb', body: { limit: LIMIT } }),
  }),
  sportsbook({
    auth: 'player',
    method: 'POST',
    path: '/bonuses/mark-as-seen',
    schema: MarkSeenResponse,
    shape: 'MarkSeenResponse',
    request: async () => ({ path: '/bonuses/mark-as-seen', body: { ids: [UNKNOWN_CAMPAIGN] } }),
    bad: async () => ({ path: '/bonuses/mark-as-seen', body: { ids: [] } }),
  }),
  sportsbook({
    auth: 'player',
    method: 'POST',
    path: '/bonuses/{id}/activate',
    schema: ActivateResponse,
    shape: 'ActivateResponse',
    bad: async () => ({ path: '/bonuses/x/activate' }),
    request: async () => ({
      path: `/bonuses/${UNKNOWN_CAMPAIGN}/activate`,
      refusal: 'bonus_not_found',
      note: 'an unknown bonus',
    }),
  }),
  sportsbook({
    auth: 'player',
    method: 'POST',
    path: '/bonuses/{id}/boost',
    schema: BoostResponse,
    shape: 'BoostResponse',
    bad: async () => ({ path: '/bonuses/x/boost' }),
    request: async () => ({
      path: `/bonuses/${UNKNOWN_FREEBET}/boost`,
      refusal: 'bonus_not_found',
      note: 'an unknown bonus',
    }),
  }),
  sportsbook({
    auth: 'player',
    method: 'POST',
    path: '/bonuses/promo-code',
    schema: PromoCodeResponse,
    shape: 'PromoCodeResponse',
    request: async () => ({
      path: '/bonuses/promo-code',
      body: { code: 'KIT-UNKNOWN-CODE' },
      refusal: 'promo_code_invalid',
      note: 'a code nobody issued',
    }),
    bad: async () => ({ path: '/bonuses/promo-code', body: { code: 'not a code!' } }),
  }),
  sportsbook({
    ...either,
    method: 'GET',
    path: '/bonuses/tournaments/{id}/rating',
    schema: TournamentRating,
    shape: 'TournamentRating',
    bad: async () => ({ path: '/bonuses/tournaments/c1/rating', query: { limit: 'abc' } }),
    request: async (ctx) => {
      const id = await tournament(ctx)
      return id === undefined
        ? {
            path: `/bonuses/tournaments/${UNKNOWN_CAMPAIGN}/rating`,
            refusal: 'bonus_not_found',
            note: 'no tournament; an unknown id',
          }
        : { path: `/bonuses/tournaments/${id}/rating`, note: `tournament ${id}` }
    },
  }),
  sportsbook({
    ...either,
    method: 'GET',
    path: '/jackpots',
    schema: JackpotList,
    shape: 'JackpotList',
    pages: true,
    request: async () => ({ path: '/jackpots', query: { limit: LIMIT } }),
    bad: async () => ({ path: '/jackpots', query: { limit: 'abc' } }),
  }),
  sportsbook({
    ...either,
    method: 'POST',
    path: '/jackpots',
    schema: JackpotList,
    shape: 'JackpotList',
    request: async () => ({ path: '/jackpots', body: { limit: LIMIT } }),
  }),
  sportsbook({
    ...either,
    method: 'GET',
    path: '/jackpots/{id}',
    schema: Jackpot,
    shape: 'Jackpot',
    bad: async () => ({ path: '/jackpots/abc' }),
    request: async (ctx) => {
      const list = parsed(await ctx.visitor.get(ctx.sportsbook('/jackpots')), JackpotList, 'JackpotList')
      const id = list.data[0]?.id
      return id === undefined
        ? { path: `/jackpots/${UNKNOWN_ID}`, refusal: 'jackpot_not_found', note: 'no jackpot; an unknown id' }
        : { path: `/jackpots/${id}`, note: `jackpot ${id}` }
    },
  }),
  sportsbook({
    ...either,
    method: 'GET',
    path: '/jackpot-hits',
    schema: JackpotHitList,
    shape: 'JackpotHitList',
    bad: async () => ({ path: '/jackpot-hits', query: { limit: 'abc' } }),
    pages: true,
    request: async () => ({ path: '/jackpot-hits', query: { limit: LIMIT } }),
  }),
]
