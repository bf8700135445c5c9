// Spec §7 Platform API: sessions, the player, accounts, limits. Requests need only what any
// operator's API has; where the happy path needs a token the kit cannot have (a confirmation or
// unlock link), the call is checked on its §8 refusal of an unknown token instead.
import {
  AccountList,
  ActivityTrack,
  CompPoints,
  PhoneVerification,
  Player,
  SportsbookSession,
  StatusGroups,
  UnlockResult,
  UpdateLocaleResponse,
  UserLimitList,
} from '@sportsbook/contract'
import { Http } from '../http.ts'
import { expect } from '../failure.ts'
import { signIn } from '../sign-up.ts'
import { CheckSkipped } from '../failure.ts'
import type { Call } from './call.ts'

/** A well-formed token no backend issued. */
const UNKNOWN_TOKEN = 'conformance-kit-unknown-token'

const platform = (c: Omit<Call, 'api'>): Call => ({ ...c, api: 'platform' })

export const platformCalls: Call[] = [
  platform({
    method: 'GET',
    path: '/player',
    auth: 'player',
    schema: Player,
    shape: 'Player',
    request: async () => ({ path: '/player' }),
    then: async (ctx, body) => {
      const { player } = await ctx.session()
      expect(
        (body as Player).id === player.id,
        `GET /player says ${(body as Player).id}, signed in as ${player.id}`,
      )
    },
  }),
  platform({
    method: 'GET',
    path: '/player/accounts',
    auth: 'player',
    schema: AccountList,
    shape: 'AccountList',
    request: async () => ({ path: '/player/accounts' }),
  }),
  platform({
    method: 'POST',
    path: '/player/accounts',
    auth: 'player',
    schema: AccountList,
    shape: 'AccountList',
    // Switching to the active currency again: the answer is the list, nothing changes for the player.
    request: async (ctx) => ({
      path: '/player/accounts',
      body: { currency: (await ctx.session()).player.currency },
    }),
    bad: async () => ({ path: '/player/accounts', body: { currency: '!' } }),
  }),
  platform({
    method: 'PATCH',
    path: '/player/update_locale',
    auth: 'player',
    schema: UpdateLocaleResponse,
    shape: 'UpdateLocaleResponse',
    request: async (ctx) => ({ path: '/player/update_locale', body: { locale: ctx.opts.locale } }),
    bad: async () => ({ path: '/player/update_locale', body: { locale: 'not-a-locale' } }),
  }),
  platform({
    method: 'GET',
    path: '/player/phone',
    auth: 'player',
    schema: PhoneVerification,
    shape: 'PhoneVerification',
    request: async () => ({ path: '/player/phone' }),
  }),
  platform({
    method: 'GET',
    path: '/player/comp_points',
    auth: 'player',
    schema: CompPoints,
    shape: 'CompPoints',
    request: async () => ({ path: '/player/comp_points' }),
  }),
  platform({
    method: 'GET',
    path: '/player/status_groups',
    auth: 'player',
    schema: StatusGroups,
    shape: 'StatusGroups',
    request: async () => ({ path: '/player/status_groups' }),
  }),
  platform({
    method: 'POST',
    path: '/player/activity_limit_track',
    auth: 'player',
    schema: ActivityTrack,
    shape: 'ActivityTrack',
    request: async () => ({ path: '/player/activity_limit_track' }),
  }),
  platform({
    method: 'GET',
    path: '/user_limits',
    auth: 'player',
    schema: UserLimitList,
    shape: 'UserLimitList',
    request: async () => ({ path: '/user_limits' }),
  }),
  platform({
    method: 'POST',
    path: '/sportsbook_sessions',
    auth: 'player',
    schema: SportsbookSession,
    shape: 'SportsbookSession',
    request: async () => ({ path: '/sportsbook_sessions' }),
  }),
  platform({
    method: 'POST',
    path: '/sportsbook_sessions/continue',
    auth: 'player',
    schema: SportsbookSession,
    shape: 'SportsbookSession',
    request: async () => ({ path: '/sportsbook_sessions/continue' }),
  }),
  platform({
    method: 'GET',
    path: '/users/confirmation',
    auth: 'visitor',
    schema: Player,
    shape: 'Player',
    request: async () => ({
      path: '/users/confirmation',
      query: { confirmation_token: UNKNOWN_TOKEN },
      refusal: 'invalid_token',
      note: 'an unknown token',
    }),
    bad: async () => ({ path: '/users/confirmation' }),
  }),
  platform({
    method: 'GET',
    path: '/users/unlock',
    auth: 'visitor',
    schema: UnlockResult,
    shape: 'UnlockResult',
    request: async () => ({
      path: '/users/unlock',
      query: { unlock_token: UNKNOWN_TOKEN },
      refusal: 'invalid_token',
      note: 'an unknown token',
    }),
    bad: async () => ({ path: '/users/unlock' }),
  }),
  platform({
    // Last in the table: a session of its own (signed in again), so the kit's session lives on.
    method: 'DELETE',
    path: '/users/sign_out',
    auth: 'player',
    schema: null,
    shape: 'no body',
    status: 204,
    session: async (ctx) => {
      await ctx.session()
      if (!ctx.credentials)
        throw new CheckSkipped('needs --player or --reference (a second session to end; --cookie has one)')
      const http = new Http(ctx.opts.timeoutMs)
      await signIn(ctx, http, ctx.credentials)
      return http
    },
    request: async () => ({ path: '/users/sign_out' }),
    then: async (ctx, _body, _req, http) => {
      const after = await http.get(ctx.platform('/player'))
      expect(after.status === 401, `GET /player after sign-out: HTTP ${after.status}, expected 401`)
      return 'the session ended (GET /player 401)'
    },
  }),
]
