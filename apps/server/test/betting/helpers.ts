// Betting test helpers: an app over the fixture catalog with a short live delay, and players with a
// session, a deposit and an `api` that sends the cookies and CSRF header the web app sends.
import type { InjectOptions } from 'fastify'
import { afterAll } from 'vitest'
import { EUR, money, type Currency } from '@sportsbook/domain'
import type { PlaceBetsRequest } from '@sportsbook/contract'
import { buildApp } from '../../src/app.ts'
import { createSession } from '../../src/modules/accounts/sessions.ts'
import { users } from '../../src/db/schema/index.ts'
import { insertFixtures } from '../helpers/fixtures.ts'
import { createTestDb } from '../helpers/test-db.ts'
import { platformConfig, testClock } from '../platform/helpers.ts'

export const LIVE_DELAY_MS = 30

export async function buildBetting(opts: { liveBetDelayMs?: number } = {}) {
  const testDb = await createTestDb()
  await insertFixtures(testDb.db)
  const clock = testClock()
  const app = await buildApp({
    config: platformConfig,
    db: testDb.db,
    now: clock.now,
    betting: { liveBetDelayMs: opts.liveBetDelayMs ?? LIVE_DELAY_MS },
  })
  afterAll(() => app.close())
  return Object.assign(app, { testDb, clock })
}
export type BettingApp = Awaited<ReturnType<typeof buildBetting>>

let seq = 0

/** A signed-in player with `balance` minor units deposited. */
export async function newPlayer(
  app: BettingApp,
  opts: { balance?: number; currency?: Currency; statuses?: string[]; language?: string } = {},
) {
  const currency = opts.currency ?? EUR
  const [row] = await app.testDb.db
    .insert(users)
    .values({
      email: `bettor${++seq}-${Math.random().toString(36).slice(2)}@example.test`,
      passwordHash: 'x',
      currency: currency.code,
      country: 'DE',
      language: opts.language ?? 'en',
      statuses: opts.statuses ?? [],
      termsAcceptedAt: app.clock.now(),
      confirmedAt: app.clock.now(),
    })
    .returning({ id: users.id })
  const id = row!.id
  const balance = opts.balance ?? 100_000
  if (balance > 0) {
    await app.testDb.db.transaction((tx) =>
      app.wallet.credit(tx, { userId: id, amount: money(balance, currency), kind: 'deposit', ref: 'test' }),
    )
  }
  const token = await createSession(app.testDb.db, id, app.clock.now())
  // The CSRF token is bound to the session, as the API issues it at sign-in.
  const csrf = app.csrfTokenOf(token)
  const api = (opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: {
        ...(opts.headers as object),
        cookie: `sb_session=${token}; sb_csrf=${csrf}`,
        'x-csrf-token': csrf,
      },
    })
  return { id, api, balance: () => app.wallet.balance(app.testDb.db, id, currency) }
}
export type TestPlayer = Awaited<ReturnType<typeof newPlayer>>

/** A selection of the fixture catalog at the odds the slip shows. */
export const pick = (
  match_id: number,
  market_id: number,
  outcome_id: string,
  odds: number,
  specifier = '',
) => ({
  match_id,
  market_id,
  specifier,
  outcome_id,
  odds,
})

type Pick = ReturnType<typeof pick>

/** A request body: one bet per entry of `bets`, stake in EUR cents. */
export function body(
  bets: { stake: number; selections: Pick[]; system_id?: string; currency?: string }[],
  type: PlaceBetsRequest['meta']['type'] = bets.length > 1 ? 'multi_single' : 'single',
  quick = false,
) {
  return {
    meta: { device_id: 'test-device', quick, type },
    bets: bets.map(({ stake, currency, ...b }) => ({
      stake: { value: stake, currency: currency ?? 'EUR' },
      ...b,
    })),
  }
}

export const place = (p: TestPlayer, payload: object, headers: Record<string, string> = {}) =>
  p.api({ method: 'POST', url: '/api/sportsbook/bets', payload, headers })
