// Keeps the bulk seeding honest: one single is placed through the API first, then its rows are compared
// with a bulk-seeded single on the same outcome (every column but ids, times, amounts and odds), and
// the tables the API placement wrote for its player or bet are listed: a table the bulk seeding does not
// write (a new side effect of placing) fails the bench instead of silently measuring something else.
import type pg from 'pg'

/** What seed.ts writes per bet (accounts is updated, not inserted), plus the Idempotency-Key record it skips. */
const SEEDED_TABLES = new Set(['bets', 'bet_selections', 'bet_history', 'ledger_entries', 'idempotency_keys'])

/** Row counts of every table with a user_id or bet_id column, for this player and bet. */
export async function rowCounts(
  db: pg.Pool,
  userId: number,
  betId: string | null,
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name in ('user_id', 'bet_id')
     order by 1, 2`,
  )
  const counts = new Map<string, number>()
  for (const { table_name: t, column_name: c } of rows) {
    const value = c === 'user_id' ? userId : betId
    if (value === null) continue
    const r = await db.query<{ n: number }>(`select count(*)::int as n from "${t}" where ${c} = $1`, [value])
    counts.set(t, (counts.get(t) ?? 0) + r.rows[0]!.n)
  }
  return counts
}

/** Tables that gained rows between two counts. */
export const grown = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].filter(([t, n]) => n > (before.get(t) ?? 0)).map(([t]) => t)

const ROW_QUERIES: Record<string, string> = {
  bets: `select to_jsonb(x) - 'id' - 'user_id' - 'created_at' - 'stake' - 'initial_stake' - 'potential_win'
    - 'device_id' - 'cashout_offer' as row from bets x where id = $1`,
  bet_selections: `select to_jsonb(x) - 'bet_id' - 'odds_scaled' as row from bet_selections x where bet_id = $1
    order by position`,
  bet_history: `select to_jsonb(x) - 'id' - 'bet_id' - 'at' - 'amount' - 'stake' as row from bet_history x
    where bet_id = $1 order by id`,
  ledger_entries: `select to_jsonb(x) - 'id' - 'account_id' - 'user_id' - 'amount' - 'balance_after' - 'created_at'
    - 'ref' as row from ledger_entries x where ref = 'bet:' || $1 order by id`,
}

/** Differences between the API-placed bet's rows and the bulk-seeded one's (empty: same shape). */
export async function compareRows(db: pg.Pool, apiBet: string, bulkBet: string): Promise<string[]> {
  const problems: string[] = []
  for (const [table, q] of Object.entries(ROW_QUERIES)) {
    const a = JSON.stringify((await db.query(q, [apiBet])).rows.map((r) => r.row))
    const b = JSON.stringify((await db.query(q, [bulkBet])).rows.map((r) => r.row))
    if (a !== b) problems.push(`${table}: API ${a} vs bulk ${b}`)
  }
  // Amounts: the stake entry takes the bet's stake, history records it, the balance after is the account's.
  const amounts = `select b.stake = -l.amount and h.amount = b.stake and h.stake = b.stake as ok
    from bets b join ledger_entries l on l.ref = 'bet:' || b.id join bet_history h on h.bet_id = b.id where b.id = $1`
  for (const id of [apiBet, bulkBet]) {
    const r = await db.query<{ ok: boolean }>(amounts, [id])
    if (r.rows.length !== 1 || !r.rows[0]!.ok)
      problems.push(`bet ${id}: stake, ledger entry and history disagree`)
  }
  return problems
}

export function unseededTables(written: string[]): string[] {
  return written.filter((t) => !SEEDED_TABLES.has(t))
}
