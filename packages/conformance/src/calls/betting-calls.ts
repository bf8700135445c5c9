// Spec §7 Sportsbook API, betting: bets (placed once per Idempotency-Key), cash-out, max stake,
// custom bets, shared slips, the betting settings and the realtime tokens.
import {
  BetList,
  CashoutResponse,
  CustomMarketsResponse,
  CustomOddsResponse,
  MaxStakeResponse,
  PlaceBetsResponse,
  Settings,
  SharedBets,
  ShareCodeResponse,
  WebsocketAuthorizeResponse,
  WebsocketTokenResponse,
  privateChannel,
} from '@sportsbook/contract'
import { placementCheck } from '../checks/placement.ts'
import { expect } from '../failure.ts'
import type { Call } from './call.ts'
import { newestBet, openMarket, selectionOf, someMatch, UNKNOWN_ID } from './data.ts'

const sportsbook = (c: Omit<Call, 'api'>): Call => ({ ...c, api: 'sportsbook' })

/** The code POST /bets/share-code answered, for GET /bets/share-code (run after it). */
let sharedCode: string | undefined

export const bettingCalls: Call[] = [
  sportsbook({
    // Runs the placement check: one bet at the minimum stake, sent twice with one Idempotency-Key.
    method: 'POST',
    path: '/bets',
    auth: 'player',
    schema: PlaceBetsResponse,
    shape: 'PlaceBetsResponse',
    run: placementCheck.run,
    // What a visitor's try sends (it must be refused 401, not read): a well-formed single.
    request: async (ctx) => {
      const { name: _name, ...selection } = await openMarket(ctx)
      const bets = [{ stake: { value: 100, currency: 'EUR' }, selections: [selection] }]
      return {
        path: '/bets',
        body: { meta: { device_id: 'conformance-kit', quick: false, type: 'single' }, bets },
      }
    },
    bad: async () => ({
      path: '/bets',
      body: { meta: { device_id: 'conformance-kit', quick: false, type: 'single' }, bets: [] },
    }),
  }),
  sportsbook({
    method: 'GET',
    path: '/bets',
    auth: 'player',
    schema: BetList,
    shape: 'BetList',
    pages: true,
    request: async () => ({ path: '/bets', query: { status: 'all', limit: 2 } }),
    bad: async () => ({ path: '/bets', query: { status: 'nope' } }),
  }),
  sportsbook({
    method: 'POST',
    path: '/bets/cashout',
    auth: 'player',
    schema: CashoutResponse,
    shape: 'CashoutResponse',
    request: async (ctx) => {
      const bet = await newestBet(ctx)
      if (bet?.to_cashout)
        return {
          path: '/bets/cashout',
          body: { bet_id: bet.id, to_cashout: bet.to_cashout },
          note: `bet ${bet.id}`,
        }
      const to_cashout = { value: 100, currency: (await ctx.session()).player.currency }
      return {
        path: '/bets/cashout',
        body: { bet_id: String(UNKNOWN_ID), to_cashout },
        refusal: 'not_found',
        note: 'no bet with a cash-out offer; an unknown bet',
      }
    },
    bad: async () => ({ path: '/bets/cashout', body: { bet_id: 'x' } }),
  }),
  sportsbook({
    method: 'POST',
    path: '/bets/max-stake',
    auth: 'player',
    schema: MaxStakeResponse,
    shape: 'MaxStakeResponse',
    request: async (ctx) => {
      const { name: _name, ...selection } = await openMarket(ctx)
      const stake = { currency: (await ctx.session()).player.currency }
      return { path: '/bets/max-stake', body: { bets: [{ selections: [selection], stake }] } }
    },
    bad: async () => ({ path: '/bets/max-stake', body: { bets: [] } }),
  }),
  sportsbook({
    method: 'GET',
    path: '/bets/custom/markets/{matchId}',
    auth: 'visitor',
    schema: CustomMarketsResponse,
    shape: 'CustomMarketsResponse',
    bad: async () => ({ path: '/bets/custom/markets/abc' }),
    request: async (ctx) => ({ path: `/bets/custom/markets/${(await someMatch(ctx)).id}` }),
  }),
  sportsbook({
    method: 'POST',
    path: '/bets/custom/odds',
    auth: 'visitor',
    schema: CustomOddsResponse,
    shape: 'CustomOddsResponse',
    request: async () => ({
      path: '/bets/custom/odds',
      body: { match_id: UNKNOWN_ID, selections: [{ market_id: 1, specifier: '', outcome_id: '1' }] },
      refusal: 'not_found',
      note: 'an unknown match',
    }),
    bad: async () => ({ path: '/bets/custom/odds', body: { match_id: 1, selections: [] } }),
  }),
  sportsbook({
    method: 'POST',
    path: '/bets/share-code',
    auth: 'either',
    schema: ShareCodeResponse,
    shape: 'ShareCodeResponse',
    request: async (ctx) => {
      const { odds: _odds, ...selection } = selectionOf(await someMatch(ctx))
      return { path: '/bets/share-code', body: { bets: [{ selections: [selection] }] } }
    },
    then: async (_ctx, body) => {
      sharedCode = (body as ShareCodeResponse).code
      return `code ${sharedCode}`
    },
    bad: async () => ({ path: '/bets/share-code', body: { bets: [] } }),
  }),
  sportsbook({
    method: 'GET',
    path: '/bets/share-code',
    auth: 'either',
    schema: SharedBets,
    shape: 'SharedBets',
    request: async () =>
      sharedCode
        ? { path: '/bets/share-code', query: { code: sharedCode } }
        : {
            path: '/bets/share-code',
            query: { code: 'UNKNOWN0' },
            refusal: 'share_code_not_found',
            note: 'no code shared; an unknown code',
          },
    bad: async () => ({ path: '/bets/share-code', query: { code: '!' } }),
  }),
  sportsbook({
    method: 'GET',
    path: '/settings',
    auth: 'either',
    schema: Settings,
    shape: 'Settings',
    request: async () => ({ path: '/settings' }),
  }),
  sportsbook({
    method: 'POST',
    path: '/settings',
    auth: 'player',
    schema: Settings,
    shape: 'Settings',
    // The player's own odds format again: a write that changes nothing.
    request: async (ctx) => {
      const { http } = await ctx.session()
      const now = (await http.get(ctx.sportsbook('/settings'))).body as Settings
      return { path: '/settings', body: { odds_type: now.odds_type } }
    },
    bad: async () => ({ path: '/settings', body: { odds_type: 'nope' } }),
  }),
  sportsbook({
    method: 'POST',
    path: '/websocket/token',
    auth: 'either',
    schema: WebsocketTokenResponse,
    shape: 'WebsocketTokenResponse',
    request: async () => ({ path: '/websocket/token' }),
  }),
  sportsbook({
    method: 'POST',
    path: '/websocket/authorize',
    auth: 'player',
    schema: WebsocketAuthorizeResponse,
    shape: 'WebsocketAuthorizeResponse',
    request: async (ctx) => ({
      path: '/websocket/authorize',
      body: { channels: [privateChannel(ctx.opts.locale, (await ctx.session()).player.id)] },
    }),
    then: async (ctx, body) => {
      const own = privateChannel(ctx.opts.locale, (await ctx.session()).player.id)
      expect(
        (body as WebsocketAuthorizeResponse).channels.some((c) => c.channel === own && c.token),
        `no token for ${own}`,
      )
    },
    bad: async () => ({ path: '/websocket/authorize', body: { channels: 'x' } }),
  }),
]
