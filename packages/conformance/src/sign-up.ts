// How the kit gets a player: signs in with --player, or with --reference signs up a fresh one
// (POST /users), confirms it through the link in the reference backend's dev outbox
// (GET /api/dev/outbox.json) and funds it (POST /api/platform/dev/deposit). Only the reference
// backend has those dev helpers; an operator passes --player or --cookie instead.
import { randomUUID } from 'node:crypto'
import { OutboxList, Player } from '@sportsbook/contract'
import type { Options } from './options.ts'
import { CheckFailure } from './failure.ts'
import type { Http } from './http.ts'
import { answered, parsed } from './wire.ts'

/** What these need of the run's context (context.ts, which calls them). */
export interface Kit {
  opts: Options
  visitor: Http
  platform(path: string, query?: Record<string, string | number | undefined>): string
  credentials?: { login: string; password: string }
}

/** What the fresh player is funded with, in minor units of its currency (EUR 1,000.00). */
export const REFERENCE_DEPOSIT = 100_000
const CURRENCY = 'EUR'

/** The origin of the Platform API (the dev helpers live under /api/dev on it). */
const origin = (ctx: Kit) => new URL(ctx.opts.platform).origin

export async function signIn(ctx: Kit, http: Http, credentials: { login: string; password: string }) {
  const answer = await http.post(ctx.platform('/users/sign_in'), { body: { user: credentials } })
  ctx.credentials = credentials
  return parsed(answer, Player, 'Player')
}

export async function signUpFresh(ctx: Kit): Promise<{ login: string; password: string }> {
  const login = `conformance-${randomUUID().slice(0, 8)}@sportsbook.test`
  const password = `Kit-${randomUUID()}`
  const user = { email: login, password, currency: CURRENCY, country: 'DE', terms_accepted: true }
  answered(await ctx.visitor.post(ctx.platform('/users'), { body: { user } }), 201)
  const outbox = parsed(await ctx.visitor.get(`${origin(ctx)}/api/dev/outbox.json`), OutboxList, 'OutboxList')
  const link = outbox.data.find((m) => m.to === login)?.links.find((l) => l.includes('confirmation_token='))
  if (!link) throw new CheckFailure(`no confirmation link for ${login} in the dev outbox`)
  const token = new URL(link, origin(ctx)).searchParams.get('confirmation_token') ?? ''
  const confirm = await ctx.visitor.get(ctx.platform('/users/confirmation', { confirmation_token: token }))
  parsed(confirm, Player, 'Player')
  ctx.visitor.cookies.clear() // confirming signed the visitor in: it stays a visitor
  return { login, password }
}

/** Credits the reference player's balance so the betting calls have money to stake. */
export async function fund(ctx: Kit, http: Http, headers: Record<string, string>) {
  const body = { currency: CURRENCY, amount: REFERENCE_DEPOSIT }
  const answer = await http.post(`${origin(ctx)}/api/platform/dev/deposit`, { body, headers })
  answered(answer)
}
