// A statement as a PDF: the period, its totals and the lifetime net deposits on page 1, then every
// movement in pages of STATEMENT_PDF_ROWS_PER_PAGE lines. English labels; times in the bettor's zone.
import type { MoneyWire, Statement, StatementRow, StatementTotalsWire } from '@sportsbook/contract'
import { STATEMENT_PDF_ROWS_PER_PAGE } from './constants.ts'
import { decimalText, localTime } from './money-text.ts'
import { A4, pdfDocument, type PdfText } from './pdf.ts'

const LEFT = 40
const RIGHT = A4.width - 40
const LINE = 14

const TOTALS: [keyof StatementTotalsWire, string][] = [
  ['cash_stakes', 'Stakes (cash)'],
  ['freebet_stakes', 'Free-bet stakes'],
  ['open_stakes', 'of which on open bets (not in the net)'],
  ['returns', 'Returns (wins, refunds, cash-outs)'],
  ['net', 'Win/loss (returns - settled cash stakes)'],
  ['bonuses', 'Bonuses'],
  ['deposits', 'Deposits'],
  ['withdrawals', 'Withdrawals'],
  ['adjustments', 'Adjustments'],
]

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

function rowTexts(r: StatementRow, tz: string, y: number, currency: string): PdfText[] {
  const size = 8
  const detail = [r.selections, r.odds === null ? null : `@ ${r.odds}`, r.result, r.promo?.type]
    .filter(Boolean)
    .join('  ')
  return [
    { x: LEFT, y, size, text: localTime(r.at, tz) },
    { x: LEFT + 72, y, size, text: r.kind + (r.funding === 'freebet' ? ' (free bet)' : '') },
    { x: LEFT + 150, y, size, text: r.bet_id ?? '' },
    { x: LEFT + 195, y, size, text: shorten(detail, 62) },
    { x: RIGHT, y, size, text: `${decimalText(r.amount)} ${currency}`, right: true },
  ]
}

const amountText = (m: MoneyWire) => `${decimalText(m)} ${m.currency}`

function headPage(s: Statement): { items: PdfText[]; y: number } {
  const items: PdfText[] = [
    { x: LEFT, y: 790, size: 18, text: 'Account statement', bold: true },
    {
      x: LEFT,
      y: 768,
      size: 10,
      text: `Period: ${s.from} to ${s.to}, times in ${s.tz}, currency ${s.currency}`,
    },
    { x: LEFT, y: 754, size: 10, text: `Generated ${s.generated_at.slice(0, 16).replace('T', ' ')} UTC` },
  ]
  let y = 724
  for (const [key, label] of TOTALS) {
    items.push({ x: LEFT, y, size: 10, text: label, bold: key === 'net' })
    items.push({ x: RIGHT, y, size: 10, text: amountText(s.totals[key]), right: true, bold: key === 'net' })
    y -= LINE
  }
  y -= 6
  items.push({ x: LEFT, y, size: 10, text: 'Lifetime net deposits (deposits - withdrawals)', bold: true })
  items.push({ x: RIGHT, y, size: 10, text: amountText(s.net_deposits), right: true, bold: true })
  y -= LINE * 2
  if (s.rows.length === 0) items.push({ x: LEFT, y, size: 10, text: 'No activity in this period.' })
  return { items, y }
}

const columnHeads = (y: number): PdfText[] =>
  [
    { x: LEFT, y, size: 8, text: 'Time' },
    { x: LEFT + 72, y, size: 8, text: 'Kind' },
    { x: LEFT + 150, y, size: 8, text: 'Bet' },
    { x: LEFT + 195, y, size: 8, text: 'Selections, odds, result, promotion' },
    { x: RIGHT, y, size: 8, text: 'Amount', right: true },
  ].map((t) => ({ ...t, bold: true }))

export function statementPdf(s: Statement): Buffer {
  const head = headPage(s)
  const pages: PdfText[][] = [head.items]
  let y = head.y
  let onPage = 0
  if (s.rows.length > 0) {
    head.items.push(...columnHeads(y))
    y -= 13
  }
  for (const r of s.rows) {
    if (y < 50 || onPage >= STATEMENT_PDF_ROWS_PER_PAGE) {
      pages.push(columnHeads(800))
      y = 787
      onPage = 0
    }
    pages.at(-1)!.push(...rowTexts(r, s.tz, y, s.currency))
    y -= 11
    onPage++
  }
  return pdfDocument(pages, `Statement ${s.from} to ${s.to}`)
}
