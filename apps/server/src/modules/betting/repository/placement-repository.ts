// The placing statement (ADR 028): the whole placement of a request as ONE statement, written from
// values the other modules planned: the wallet's debit (`planDebit`: total and ledger lines), the
// jackpots' share rows (`jackpotShares`), betting's bets, selections, history and idempotency record.
// The same statement runs alone (no explicit transaction: one round trip) or inside placement's
// transaction when limits or a bonus need one; its text depends only on whether an idempotency record
// is written, so it stays one prepared statement per case (ADR 020).
import { sql, type SQL } from 'drizzle-orm'
import { lineCount, scaledOdds } from '@sportsbook/domain'
import type { Executor } from '../../../db/client.ts'
import type { ShareRow } from '../../jackpots/index.ts'
import type { WalletDebit } from '../../wallet/index.ts'
import type { PricedBet } from '../validate-bets.ts'
import { customOddsScaled } from './bets-repository.ts'
import { placedHistoryCte } from './history-repository.ts'
import { executePrepared } from '../../../db/prepared.ts'

export interface PlacementWrite {
  userId: number
  /** The bets with the ids drawn for them beforehand. */
  bets: readonly { id: string; bet: PricedBet }[]
  meta: { deviceId: string; quick: boolean }
  now: Date
  debit: WalletDebit
  jackpotShares: readonly ShareRow[]
  /** The answer stored under the Idempotency-Key; its `balance.value` is filled in by the statement. */
  idempotency?: { key: string; hash: string; status: number; body: unknown }
}

/**
 * `wallet_debit` takes the total from the account only when the balance covers it (`UPDATE … WHERE
 * balance >= total`: one player's placements queue on the account row and re-check, never overdraw);
 * `wallet_ledger` writes the wallet's lines with their balance after. No row when short (or no account):
 * everything else depends on it.
 */
function debitCtes(d: WalletDebit, at: Date): SQL {
  const line = <T>(pick: (l: WalletDebit['lines'][number]) => T) => sql.param(d.lines.map(pick))
  return sql`wallet_debit as (
      update accounts set balance = balance - ${d.total}::bigint, updated_at = ${at}
      where user_id = ${d.userId} and currency = ${d.currency} and balance >= ${d.total}::bigint
      returning id, balance
    ), wallet_ledger as (
      insert into ledger_entries (account_id, user_id, currency, amount, balance_after, kind, ref, created_at)
      select d.id, ${d.userId}, ${d.currency}, -x.amount, d.balance + x.rest, ${d.kind}, x.ref, ${at}
      from wallet_debit d, unnest(${line((l) => l.amount)}::bigint[], ${line((l) => l.rest)}::bigint[],
        ${line((l) => l.ref)}::text[]) with ordinality as x(amount, rest, ref, ord)
      order by x.ord
      returning id
    )`
}

/** The bets (CTE `b`), written only when the debit took place. */
function betsCte(w: PlacementWrite): SQL {
  const b = <T>(pick: (x: PlacementWrite['bets'][number]) => T) => sql.param(w.bets.map(pick))
  return sql`b as (
      insert into bets (id, user_id, type, system_win_count, system_total_count, system_name, system_lines, currency,
        stake, initial_stake, potential_win, custom_odds_scaled, status, device_id, quick, created_at)
      select x.id, ${w.userId}, x.type, x.win, x.total, x.name, x.lines, x.currency, x.stake, x.stake, x.win_amount,
        x.custom_odds, 'waiting_results', ${w.meta.deviceId}, ${w.meta.quick}, ${w.now}
      from unnest(${b((x) => x.id)}::bigint[], ${b((x) => x.bet.type)}::text[],
        ${b((x) => x.bet.system?.winCount ?? null)}::smallint[], ${b((x) => x.bet.system?.totalCount ?? null)}::smallint[],
        ${b((x) => (x.bet.system?.sizes ? x.bet.system.id : null))}::text[],
        ${b((x) => (x.bet.system ? lineCount(x.bet.system) : null))}::smallint[],
        ${b((x) => x.bet.stake.currency.code)}::text[], ${b((x) => x.bet.stake.amount)}::bigint[],
        ${b((x) => x.bet.potentialWin.amount)}::bigint[], ${b((x) => customOddsScaled(x.bet))}::int[])
        as x(id, type, win, total, name, lines, currency, stake, win_amount, custom_odds)
      where exists (select 1 from wallet_debit)
      returning id, currency, stake
    )`
}

/** The jackpot shares of the bets `b` inserted (the bets and their shares commit together). */
function sharesCte(w: PlacementWrite): SQL {
  const col = <T>(pick: (s: ShareRow) => T) => sql.param(w.jackpotShares.map(pick))
  return sql`jackpot_shares as (
      insert into jackpot_contributions (level_id, bet_id, user_id, amount, created_at)
      select x.level_id, x.bet_id, ${w.userId}, x.amount, ${w.now}
      from unnest(${col((s) => s.levelId)}::int[], ${col((s) => s.betId)}::bigint[],
        ${col((s) => s.amount)}::bigint[]) as x(level_id, bet_id, amount)
      where exists (select 1 from b)
      returning 1
    )`
}

/** The idempotency record (CTE `k`), its stored answer given the balance after the debit. */
function idempotencyCte(w: PlacementWrite): SQL {
  const k = w.idempotency
  if (!k) return sql``
  const body = sql`${JSON.stringify(k.body)}::jsonb`
  return sql`, k as (insert into idempotency_keys (user_id, key, request_hash, status_code, created_at, response)
      select ${w.userId}, ${k.key}, ${k.hash}, ${k.status}, ${w.now},
        jsonb_set(${body}, '{balance,value}', to_jsonb(d.balance)) from wallet_debit d
      returning 1)`
}

/** The selections of the bets `b` inserted. */
function selectionsCte(w: PlacementWrite): SQL {
  const sels = w.bets.flatMap(({ id, bet }) => bet.selections.map((p, position) => ({ id, position, p })))
  const s = <T>(pick: (x: (typeof sels)[number]) => T) => sql.param(sels.map(pick))
  return sql`s as (insert into bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id,
      odds_scaled, match_urn_id, match_name, sport_key, provider, market_name, outcome_name, price_boost_id,
      unboosted_odds_scaled)
    select * from unnest(
      ${s((x) => x.id)}::bigint[], ${s((x) => x.position)}::smallint[], ${s((x) => x.p.input.match_id)}::int[],
      ${s((x) => x.p.input.market_id)}::int[], ${s((x) => x.p.input.specifier)}::text[],
      ${s((x) => x.p.input.outcome_id)}::text[], ${s((x) => Number(scaledOdds(x.p.odds)))}::int[],
      ${s((x) => x.p.state.matchUrnId)}::text[], ${s((x) => x.p.state.matchName)}::text[],
      ${s((x) => x.p.state.sportKey)}::text[], ${s((x) => x.p.state.provider)}::text[],
      ${s((x) => x.p.state.market?.name ?? '')}::text[], ${s((x) => x.p.outcomeName)}::text[],
      ${s((x) => x.p.boost?.id ?? null)}::int[],
      ${s((x) => (x.p.boost ? Number(scaledOdds(x.p.boost.unboostedOdds)) : null))}::int[])
    where exists (select 1 from b)
    returning 1)`
}

/** The statement: the debit, the bets, their jackpot shares, history, idempotency record and selections. */
export function placementStatement(w: PlacementWrite): SQL {
  return sql`with ${debitCtes(w.debit, w.now)}, ${betsCte(w)}, ${sharesCte(w)}, ${placedHistoryCte(w.now)}${idempotencyCte(w)},
      ${selectionsCte(w)}
    select balance::text from wallet_debit`
}

/**
 * Writes the placement; returns the balance after, or null when the balance is short (nothing
 * written). A concurrent twin of the idempotency key makes it fail with a unique violation, which
 * undoes the whole statement.
 */
export async function writePlacement(db: Executor, w: PlacementWrite): Promise<number | null> {
  const name = w.idempotency ? 'betting_place_idem_v7' : 'betting_place_v7'
  const rows = await executePrepared<{ balance: string }>(db, name, placementStatement(w))
  return rows[0] ? Number(rows[0].balance) : null
}
