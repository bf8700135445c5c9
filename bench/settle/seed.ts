// Bulk seeding of the settlement bench through the tables and ledger rows the placement path writes
// (apps/server/src/modules/betting/repository/placement-repository.ts `writePlacement`): per bet a `bets`
// row, its `bet_selections`, a `bet_history` 'placed' row and a `bet_stake` ledger entry with ref
// `bet:<id>` and the balance after, the account debited. Players get an account and a deposit entry
// first. Written with unnest() in chunks, one statement per chunk (no Idempotency-Key records: as a
// request without the header). A single placed through the API beforehand is compared with these rows
// (shape.ts), so a change of the placement path that this file does not follow fails the bench.
import type pg from 'pg'
import { mintSession, type Session } from './api.ts'
import type { Leg } from './catalog.ts'
import { CURRENCY, type PlannedBet } from './plan.ts'

const CHUNK = 5_000
const DEVICE = 'settle-bench'

export interface Players {
  userIds: number[]
  accountIds: number[]
}

/** Players with an account holding `deposit` (written as the wallet's deposit: account + ledger entry). */
export async function seedPlayers(
  db: pg.Pool,
  prefix: string,
  count: number,
  deposit: number,
): Promise<Players> {
  const userIds: number[] = []
  const accountIds: number[] = []
  for (let from = 0; from < count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK) - 1
    const users = await db.query<{ id: number }>(
      `insert into users (email, password_hash, currency, country, terms_accepted_at, confirmed_at)
       select $1::text || g::text || '@example.test', 'bench', $4, 'DE', now(), now() from generate_series($2::int, $3::int) g
       order by g returning id`,
      [prefix, from, to, CURRENCY],
    )
    const ids = users.rows.map((r) => r.id).sort((a, b) => a - b)
    const accounts = await db.query<{ id: number; user_id: number }>(
      `with a as (insert into accounts (user_id, currency, balance)
         select u, $2, $3 from unnest($1::int[]) as u returning id, user_id)
       , l as (insert into ledger_entries (account_id, user_id, currency, amount, balance_after, kind, ref, created_at)
         select a.id, a.user_id, $2, $3, $3, 'deposit', 'settle-bench-deposit', now() from a order by a.user_id)
       select id, user_id from a order by user_id`,
      [ids, CURRENCY, deposit],
    )
    userIds.push(...ids)
    accountIds.push(...accounts.rows.map((r) => r.id))
  }
  return { userIds, accountIds }
}

/** Players who bet through the API during the run: a session each, and any odds move accepted. */
export async function seedLoadPlayers(db: pg.Pool, count: number, deposit: number) {
  const players = await seedPlayers(db, 'settle-load-', count, deposit)
  const sessions: Session[] = []
  for (const userId of players.userIds) {
    const { id, session } = mintSession()
    await db.query(
      `insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
       values ($1, $2, now(), now(), now() + interval '12 hours')`,
      [id, userId],
    )
    await db.query(
      `insert into player_settings (user_id, auto_accept_odds_change, updated_at) values ($1, 'any', now())`,
      [userId],
    )
    sessions.push(session)
  }
  return { ...players, sessions }
}

export interface SeededBets {
  /** Ids of the seeded bets, ascending (the sequence of `bets.id`). */
  ids: bigint[]
  staked: number
}

/** Writes the planned bets with their stakes debited; returns their ids. */
export async function seedBets(
  db: pg.Pool,
  plan: PlannedBet[],
  players: Players,
  deposit: number,
): Promise<SeededBets> {
  const { rows } = await db.query<{ id: string }>(
    `select nextval(pg_get_serial_sequence('bets', 'id'))::text as id from generate_series(1, $1) order by 1`,
    [plan.length],
  )
  const ids = rows.map((r) => BigInt(r.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const balance = new Map<number, number>()
  let staked = 0
  const now = new Date()
  for (let from = 0; from < plan.length; from += CHUNK) {
    const chunk = plan.slice(from, from + CHUNK).map((bet, j) => {
      const id = ids[from + j]!
      const after = (balance.get(bet.player) ?? deposit) - bet.stake
      if (after < 0) throw new Error(`player ${bet.player} cannot cover the stakes: raise the deposit`)
      balance.set(bet.player, after)
      staked += bet.stake
      return { id: String(id), bet, after }
    })
    const sels = chunk.flatMap(({ id, bet }) => bet.legs.map((leg, position) => ({ id, position, leg })))
    const col = <T>(pick: (x: (typeof chunk)[number]) => T) => chunk.map(pick)
    const sel = <T>(pick: (x: { id: string; position: number; leg: Leg }) => T) => sels.map(pick)
    await db.query(
      `with b as (
         insert into bets (id, user_id, type, system_win_count, system_total_count, currency, stake, initial_stake,
           potential_win, custom_odds_scaled, status, device_id, quick, created_at)
         select x.id, x.user_id, x.type, x.win, x.total, $10, x.stake, x.stake, x.win_amount, null,
           'waiting_results', $11, false, $12
         from unnest($1::bigint[], $2::int[], $3::text[], $4::smallint[], $5::smallint[], $6::bigint[], $7::bigint[])
           as x(id, user_id, type, win, total, stake, win_amount)
         returning id, currency, stake
       ), h as (
         insert into bet_history (bet_id, at, event, to_status, result, amount, stake, currency, actor)
         select b.id, $12, 'placed', 'waiting_results', 'no_results', b.stake, b.stake, b.currency, 'player' from b
       ), l as (
         insert into ledger_entries (account_id, user_id, currency, amount, balance_after, kind, ref, created_at)
         select x.account_id, x.user_id, $10, -x.stake, x.after, 'bet_stake', 'bet:' || x.id, $12
         from unnest($1::bigint[], $2::int[], $8::int[], $6::bigint[], $9::bigint[]) with ordinality
           as x(id, user_id, account_id, stake, after, ord)
         order by x.ord
       )
       insert into bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds_scaled,
         match_urn_id, match_name, sport_key, provider, market_name, outcome_name, result)
       select * from unnest($13::bigint[], $14::smallint[], $15::int[], $16::int[], $17::text[], $18::text[],
         $19::int[], $20::text[], $21::text[], $22::text[], $23::text[], $24::text[], $25::text[], $26::text[])
       where exists (select 1 from b)`,
      [
        col((x) => x.id),
        col((x) => players.userIds[x.bet.player]),
        col((x) => x.bet.type),
        col((x) => x.bet.system?.win ?? null),
        col((x) => x.bet.system?.total ?? null),
        col((x) => x.bet.stake),
        col((x) => x.bet.potentialWin),
        col((x) => players.accountIds[x.bet.player]),
        col((x) => x.after),
        CURRENCY,
        DEVICE,
        now,
        sel((s) => s.id),
        sel((s) => s.position),
        sel((s) => s.leg.matchId),
        sel((s) => s.leg.marketId),
        sel((s) => s.leg.specifier),
        sel((s) => s.leg.outcomeId),
        sel((s) => Math.round(s.leg.odds * 10_000)),
        sel((s) => s.leg.matchUrnId),
        sel((s) => s.leg.matchName),
        sel((s) => s.leg.sportKey),
        sel((s) => s.leg.provider),
        sel((s) => s.leg.marketName),
        sel((s) => s.leg.outcomeName),
        sel((s) => s.leg.result ?? null),
      ],
    )
  }
  // The accounts end where their ledger says: deposit less every stake.
  const touched = [...balance.keys()]
  await db.query(
    `update accounts a set balance = x.balance, updated_at = $3 from unnest($1::int[], $2::bigint[]) as x(id, balance)
     where a.id = x.id`,
    [touched.map((p) => players.accountIds[p]), touched.map((p) => balance.get(p)), now],
  )
  return { ids, staked }
}
