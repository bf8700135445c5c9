// Spec §7 Sportsbook API, the player's own things: notifications and counters, favourites, the match
// vote, the chat provider's user id, and the virtual wallet's launch (a Platform API call).
import {
  ArenaLaunch,
  CountersResponse,
  FavouriteList,
  MarkReadResponse,
  NotificationList,
  UnreadCounters,
  VoteResult,
  WatchersUserId,
} from '@sportsbook/contract'
import { CheckSkipped, expect } from '../failure.ts'
import type { Call } from './call.ts'
import { openMarket, someMatch, UNKNOWN_ID } from './data.ts'

const sportsbook = (c: Omit<Call, 'api'>): Call => ({ ...c, api: 'sportsbook' })
const player = { auth: 'player' } as const

/** The virtual wallet of the reference backend's stand-in arena (spec §7 `{virtual wallet}/{provider}`). */
const ARENA = { provider: 'demo', app: 'arena' }

const starred = (ctx: Parameters<Call['request']>[0]) =>
  someMatch(ctx).then((m) => ({ path: `/favourites/matches/${m.id}` }))

export const playerCalls: Call[] = [
  sportsbook({
    ...player,
    method: 'GET',
    path: '/notifications',
    schema: NotificationList,
    shape: 'NotificationList',
    pages: true,
    request: async () => ({ path: '/notifications', query: { limit: 5 } }),
    bad: async () => ({ path: '/notifications', query: { page: 0 } }),
  }),
  sportsbook({
    ...player,
    method: 'GET',
    path: '/notifications/counters',
    schema: UnreadCounters,
    shape: 'UnreadCounters',
    request: async () => ({ path: '/notifications/counters' }),
  }),
  sportsbook({
    ...player,
    method: 'POST',
    path: '/notifications/read',
    schema: MarkReadResponse,
    shape: 'MarkReadResponse',
    // An id that is not the player's: nothing turns read (others' ids are ignored, spec §6).
    request: async () => ({ path: '/notifications/read', body: { ids: [UNKNOWN_ID] } }),
    then: async (_ctx, body) => expect((body as MarkReadResponse).updated === 0, 'an unknown id turned read'),
    bad: async () => ({ path: '/notifications/read', body: { ids: [] } }),
  }),
  sportsbook({
    ...player,
    method: 'POST',
    path: '/notifications/read-all',
    schema: MarkReadResponse,
    shape: 'MarkReadResponse',
    request: async () => ({ path: '/notifications/read-all' }),
    then: async (_ctx, body) => {
      const n = (body as MarkReadResponse).counters.notifications
      expect(n === 0, `${n} unread after read-all`)
    },
  }),
  sportsbook({
    ...player,
    method: 'POST',
    path: '/counters',
    schema: CountersResponse,
    shape: 'CountersResponse',
    request: async () => ({ path: '/counters', body: { names: ['notifications'] } }),
    bad: async () => ({ path: '/counters', body: { names: ['nope'] } }),
  }),
  sportsbook({
    ...player,
    method: 'POST',
    path: '/favourites/{type}/{id}',
    schema: FavouriteList,
    shape: 'FavouriteList',
    request: starred,
    then: async (ctx, body) => {
      const { id } = await someMatch(ctx)
      expect((body as FavouriteList).ids.includes(id), `match ${id} starred but not in the answer`)
    },
    bad: async () => ({ path: '/favourites/nope/1' }),
  }),
  sportsbook({
    ...player,
    method: 'GET',
    path: '/favourites/{type}',
    schema: FavouriteList,
    shape: 'FavouriteList',
    request: async () => ({ path: '/favourites/matches' }),
    bad: async () => ({ path: '/favourites/nope' }),
  }),
  sportsbook({
    ...player,
    method: 'DELETE',
    path: '/favourites/{type}/{id}',
    schema: FavouriteList,
    shape: 'FavouriteList',
    request: starred,
    then: async (ctx, body) => {
      const { id } = await someMatch(ctx)
      expect(!(body as FavouriteList).ids.includes(id), `match ${id} still starred after DELETE`)
    },
  }),
  sportsbook({
    method: 'GET',
    path: '/vote',
    auth: 'either',
    schema: VoteResult,
    shape: 'VoteResult',
    request: async (ctx) => ({ path: '/vote', query: { match_id: (await someMatch(ctx)).id } }),
    bad: async () => ({ path: '/vote', query: { match_id: 'abc' } }),
  }),
  sportsbook({
    ...player,
    method: 'POST',
    path: '/vote',
    schema: VoteResult,
    shape: 'VoteResult',
    // A match that has not started: its vote is open.
    request: async (ctx) => ({
      path: '/vote',
      body: { match_id: (await openMarket(ctx)).match_id, choice: 'home' },
    }),
    bad: async (ctx) => ({
      path: '/vote',
      body: { match_id: (await openMarket(ctx)).match_id, choice: 'nope' },
    }),
  }),
  sportsbook({
    ...player,
    method: 'GET',
    path: '/watchersio/userid',
    schema: WatchersUserId,
    shape: 'WatchersUserId',
    request: async () => ({ path: '/watchersio/userid' }),
  }),
  {
    // The reference backend's stand-in provider answers any caller; an operator's providers have their
    // own names, so against another API the call is skipped.
    auth: 'either',
    api: 'platform',
    method: 'POST',
    path: '/virtual-wallet/{provider}/launch',
    schema: ArenaLaunch,
    shape: 'ArenaLaunch',
    request: async (ctx) => {
      if (!ctx.opts.reference)
        throw new CheckSkipped("the provider name is the operator's own (checked with --reference)")
      return { path: `/virtual-wallet/${ARENA.provider}/launch`, body: { app: ARENA.app } }
    },
    bad: async () => ({ path: `/virtual-wallet/${ARENA.provider}/launch`, body: {} }),
  },
]
