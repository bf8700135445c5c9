// Statements (issue #30.7, ADR 035): a period's totals and rows from the ledger and the bets, read in
// one snapshot, as JSON, CSV or PDF. Never from client state: the client names only the period.
import {
  currencyOf,
  isFreeStake,
  money,
  netDeposits,
  statementPeriod,
  statementTotals,
  STATEMENT_MAX_MONTHS,
} from '@sportsbook/domain'
import { fromMoney, type Statement, type StatementQuery } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { statementCsv } from './csv.ts'
import { statementPdf } from './statement-pdf.ts'
import { betIdOf, entryOf, presentRow, presentTotals, type Movement } from './presenters.ts'
import { selectBets, selectBonusBetsPlaced, selectCashierTotals, selectLedgerLines } from './repository.ts'

export interface StatementPlayer {
  id: number
  /** The account currency: a statement is of that account. */
  currency: string
}

const PROBLEM_TEXT = {
  invalid_date: 'from and to must be calendar days (YYYY-MM-DD)',
  invalid_time_zone: 'tz must be an IANA time zone',
  to_before_from: 'to must not be before from',
} as const

export function createStatementsService(db: Db, now: () => Date) {
  async function statement(player: StatementPlayer, q: StatementQuery): Promise<Statement> {
    const period = statementPeriod(q.from, q.to, q.tz)
    if (period === 'too_long')
      throw new ApiError(
        'statement_period_too_long',
        `A statement covers at most ${STATEMENT_MAX_MONTHS} months`,
      )
    if (typeof period === 'string') throw new ApiError('statement_period_invalid', PROBLEM_TEXT[period])
    const currency = currencyOf(player.currency)
    const w = { userId: player.id, currency: currency.code, ...period }
    // One snapshot: the period's rows, their bets and the lifetime sums agree with each other.
    return db.transaction(
      async (tx) => {
        const [lines, bonusBets, cashier] = [
          await selectLedgerLines(tx, w),
          await selectBonusBetsPlaced(tx, w),
          await selectCashierTotals(tx, player.id, currency.code),
        ]
        const free: Movement[] = bonusBets
          .filter((b) => isFreeStake(b.bonus_type))
          .map((b) => ({ id: 0, at: b.at, kind: 'free_stake', amount: b.stake, ref: `bet:${b.id}` }))
        const movements = [...lines, ...free].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)
        const ids = [...new Set(movements.map((m) => betIdOf(m.ref)).filter((id) => id !== null))]
        const bets = new Map((await selectBets(tx, player.id, ids)).map((b) => [b.id, b]))
        const betOf = (m: Movement) => bets.get(betIdOf(m.ref) ?? 0)
        const entries = movements.map((m) => entryOf(m, betOf(m)))
        const totals = statementTotals(entries, currency)
        const lifetime = netDeposits({
          deposits: money(cashier.deposits, currency),
          withdrawals: money(cashier.withdrawals, currency),
        })
        return {
          from: q.from,
          to: q.to,
          tz: q.tz,
          start: period.start.toISOString(),
          end: period.end.toISOString(),
          currency: currency.code,
          totals: presentTotals(totals),
          net_deposits: fromMoney(lifetime),
          rows: movements.map((m, i) => presentRow(m, entries[i]!, betOf(m), currency.code)),
          generated_at: now().toISOString(),
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
  }

  /** The file name of a download: `statement-<from>-<to>.<ext>`. */
  const fileName = (q: StatementQuery, ext: string) => `statement-${q.from}-${q.to}.${ext}`

  return {
    statement,
    async csv(player: StatementPlayer, q: StatementQuery) {
      return { name: fileName(q, 'csv'), body: statementCsv(await statement(player, q)) }
    },
    async pdf(player: StatementPlayer, q: StatementQuery) {
      return { name: fileName(q, 'pdf'), body: statementPdf(await statement(player, q)) }
    },
  }
}

export type StatementsService = ReturnType<typeof createStatementsService>
