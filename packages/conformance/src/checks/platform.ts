// Platform API of a signed-in player (apps/web lib/session): sign-in, GET /player, the accounts, and
// the betting settings of GET /settings for a visitor and for the player.
import { AccountList, Player, Settings } from '@sportsbook/contract'
import type { Check } from '../check.ts'
import { CheckFailure, expect } from '../failure.ts'
import { CSRF_COOKIE, type Context } from '../context.ts'
import { parsed } from '../wire.ts'

/** The player's accounts; the active one is the currency bets are placed in. */
export const accounts = async (ctx: Context) => {
  const { http } = await ctx.session()
  const list = parsed(await http.get(ctx.platform('/player/accounts')), AccountList, 'AccountList')
  const active = list.filter((a) => a.active)
  if (active.length !== 1)
    throw new CheckFailure(`GET /player/accounts: ${active.length} active accounts, expected 1`)
  return { list, active: active[0]! }
}

export const platformChecks: Check[] = [
  {
    id: 'settings.visitor',
    what: 'GET /settings without a session parses as Settings',
    run: async (ctx) => {
      const s = parsed(await ctx.visitor.get(ctx.sportsbook('/settings')), Settings, 'Settings')
      return `stakes ${s.stakes.join(', ')}; limits in ${s.limits.currency}`
    },
  },
  {
    id: 'auth.sign-in',
    what: 'POST /users/sign_in answers the Player and sets the session and CSRF cookies',
    run: async (ctx) => {
      const { http, player } = await ctx.session()
      expect(
        http.cookies.has(CSRF_COOKIE),
        `no ${CSRF_COOKIE} cookie after sign-in: the web cannot send writes`,
      )
      return `player ${player.id}, cookies: ${[...http.cookies.keys()].join(', ')}`
    },
  },
  {
    id: 'player.get',
    what: 'GET /player with the session parses as Player, the one signed in',
    run: async (ctx) => {
      const { http, player } = await ctx.session()
      const again = parsed(await http.get(ctx.platform('/player')), Player, 'Player')
      expect(again.id === player.id, `signed in as ${player.id}, GET /player says ${again.id}`)
      return `player ${again.id} (${again.currency})`
    },
  },
  {
    id: 'player.accounts',
    what: 'GET /player/accounts parses as AccountList with one active account',
    run: async (ctx) => {
      const { list, active } = await accounts(ctx)
      return `${list.length} accounts; active ${active.currency} ${active.balance.value} minor units`
    },
  },
  {
    id: 'settings.player',
    what: "GET /settings with the session parses as Settings in the player's currency",
    run: async (ctx) => {
      const { http } = await ctx.session()
      const s = parsed(await http.get(ctx.sportsbook('/settings')), Settings, 'Settings')
      const { active } = await accounts(ctx)
      expect(
        s.limits.currency === active.currency,
        `limits in ${s.limits.currency}, account in ${active.currency}`,
      )
      return `min stake ${s.limits.min_stake}, max ${s.limits.max_stake} (${s.limits.currency})`
    },
  },
]
