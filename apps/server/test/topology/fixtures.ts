// What the topology run writes itself: players with a session and a deposit (as the wallet writes
// them, as bench/ does), matches of its own beside the demo feed's, and their results written as a
// provider's feed writes them, queued for settlement as the feed role queues its changes.
import { createHash, createHmac, randomBytes } from 'node:crypto'
import type pg from 'pg'
import { SECRETS } from './cluster.ts'

export const DEPOSIT = 100_000

export interface Player {
  id: number
  cookie: string
  csrf: string
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

export async function seedPlayers(db: pg.Pool, count: number, tag: string): Promise<Player[]> {
  const players: Player[] = []
  for (let i = 0; i < count; i++) {
    const { rows } = await db.query<{ id: number }>(
      `insert into users (email, password_hash, currency, country, terms_accepted_at, confirmed_at)
        values ($1, 'topology', 'EUR', 'DE', now(), now()) returning id`,
      [`topology-${tag}-${i}@example.test`],
    )
    const userId = rows[0]!.id
    const acct = await db.query<{ id: number }>(
      `insert into accounts (user_id, currency, balance) values ($1, 'EUR', $2) returning id`,
      [userId, DEPOSIT],
    )
    await db.query(
      `insert into ledger_entries (account_id, user_id, currency, amount, balance_after, kind, ref, created_at)
        values ($1, $2, 'EUR', $3, $3, 'deposit', 'topology', now())`,
      [acct.rows[0]!.id, userId, DEPOSIT],
    )
    const token = randomBytes(32).toString('base64url')
    const csrf = createHmac('sha256', SECRETS.CSRF_SECRET).update(sha256(token)).digest('base64url')
    await db.query(
      `insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
        values ($1, $2, now(), now(), now() + interval '12 hours')`,
      [sha256(token), userId],
    )
    players.push({ id: userId, cookie: `sb_session=${token}; sb_csrf=${csrf}`, csrf })
  }
  return players
}

let next = 990_001

/** A prematch soccer match of our own (tomorrow) with an open 1X2 at 2.1 / 3.4 / 3.2, in a demo tournament. */
export async function insertMatch(db: pg.Pool): Promise<number> {
  const n = next++
  const { rows } = await db.query<{ id: number }>(
    `insert into matches (urn_id, slug, name, sport_id, category_id, tournament_id, competitors, status, start_time, provider)
      select $1, $2, $3, t.sport_id, t.category_id, t.id, '[]', 0, now() + interval '1 day', s.provider
      from tournaments t join sports s on s.id = t.sport_id where s.key = 'soccer' order by t.id limit 1
      returning id`,
    [`sr:match:${n}`, `topology-${n}`, `Topology Home ${n} vs Topology Away ${n}`],
  )
  const id = rows[0]!.id
  const outcomes = [
    { id: '1', name: '1', active: true, odds: 2.1 },
    { id: '2', name: 'X', active: true, odds: 3.4 },
    { id: '3', name: '2', active: true, odds: 3.2 },
  ]
  await db.query(
    `insert into markets (match_id, market_id, specifier, name, status, outcomes, groups)
      values ($1, 1, '', '1x2', 1, $2, '{main}')`,
    [id, JSON.stringify(outcomes)],
  )
  return id
}

/** The match ends 1 - 0 (home wins): its 1X2 resulted and settled, the match finished; queued `times`. */
export async function finishAndQueue(db: pg.Pool, matchId: number, times: number): Promise<void> {
  await db.query(
    `update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'::jsonb
      where match_id = $1 and market_id = 1 and specifier = ''`,
    [matchId],
  )
  await db.query(`update matches set status = 4 where id = $1`, [matchId])
  await db.query(`insert into settlement_queue (match_id) select $1 from generate_series(1, $2::int)`, [
    matchId,
    times,
  ])
  await db.query(`select pg_notify('settlement_queued', '')`)
}

export function betBody(matchId: number, outcome: '1' | '2', stake: number, odds: number) {
  return JSON.stringify({
    meta: { device_id: 'topology', quick: false, type: 'single' },
    bets: [
      {
        stake: { value: stake, currency: 'EUR' },
        selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: outcome, odds }],
      },
    ],
  })
}

/** POST /api/sportsbook/bets as the web app's slip sends it. */
export async function place(apiUrl: string, p: Player, body: string, key: string) {
  const res = await fetch(`${apiUrl}/api/sportsbook/bets`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: p.cookie,
      'x-csrf-token': p.csrf,
      'idempotency-key': key,
    },
    body,
  })
  return { status: res.status, body: (await res.json()) as { data?: { id: string }[] } }
}
