// A statement as CSV (RFC 4180, CRLF): one line per movement, then the period's totals and the
// lifetime net deposits. Every text cell is neutralised against formula injection.
import type { MoneyWire, Statement, StatementTotalsWire } from '@sportsbook/contract'
import { CSV_FORMULA_TRIGGERS } from './constants.ts'
import { decimalText, localTime } from './money-text.ts'

const NUMBER = /^-?\d+(\.\d+)?$/

/** One CSV cell: formula triggers get a leading apostrophe, then quoting where the text needs it. */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (!NUMBER.test(text) && CSV_FORMULA_TRIGGERS.some((t) => text.startsWith(t))) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const HEADER = [
  'time_utc',
  'time_local',
  'kind',
  'bet_id',
  'selections',
  'odds',
  'stake',
  'funding',
  'result',
  'amount',
  'promo',
  'promo_amount',
  'currency',
]

const TOTALS: (keyof StatementTotalsWire)[] = [
  'cash_stakes',
  'freebet_stakes',
  'open_stakes',
  'returns',
  'bonuses',
  'deposits',
  'withdrawals',
  'adjustments',
  'net',
]

const amount = (m: MoneyWire | null | undefined) => (m ? decimalText(m) : null)

export function statementCsv(s: Statement): string {
  const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(',')
  const rows = s.rows.map((r) =>
    line([
      r.at,
      localTime(r.at, s.tz),
      r.kind,
      r.bet_id,
      r.selections,
      r.odds,
      amount(r.stake),
      r.funding,
      r.result,
      amount(r.amount),
      r.promo?.type ?? null,
      amount(r.promo?.amount),
      s.currency,
    ]),
  )
  const blank = (kind: string, value: MoneyWire) =>
    line([s.start, null, kind, null, null, null, null, null, null, amount(value), null, null, s.currency])
  return [
    line(HEADER),
    ...rows,
    ...TOTALS.map((k) => blank(`total_${k}`, s.totals[k])),
    blank('lifetime_net_deposits', s.net_deposits),
  ]
    .map((l) => `${l}\r\n`)
    .join('')
}
