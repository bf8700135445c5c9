// Statements on real PostgreSQL: a player with a deposit and bets won, lost, cashed out, on a free bet
// and still open; every total is checked against the ledger, and the CSV and PDF carry the same numbers.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Statement } from '@sportsbook/contract'
import { EUR, money } from '@sportsbook/domain'
import { settleMatches } from '../../src/modules/betting/settlement.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, newPlayer, pick, place, type TestPlayer } from '../betting/helpers.ts'
import { bonusBet, buildBonuses, legs, redeem, THIRD_MATCH } from '../bonuses/helpers.ts'

const app = await buildBonuses()
const db = app.testDb.db
const m = IDS.matches
const URL = '/api/sportsbook/statements'
const today = '2026-03-01'

const settleMarket = (matchId: number, result: Record<string, string>) =>
  db.execute(sql`update markets set status = -3, result = ${JSON.stringify(result)}::jsonb
    where match_id = ${matchId} and market_id = 1 and specifier = ''`)
const homeWins = { '1': 'win', '2': 'lose', '3': 'lose' }

const get = (p: TestPlayer, query: string, ext = '') => p.api({ method: 'GET', url: `${URL}${ext}?${query}` })
const statementOf = async (p: TestPlayer, query: string) => {
  const res = await get(p, query)
  expect(res.statusCode).toBe(200)
  return res.json<Statement>()
}

/** A player who deposited 1000.00 and bet: won, lost, cashed out, on a free bet, and one still open. */
async function bettor() {
  const p = await newPlayer(app)
  const won = await place(p, body([{ stake: 1000, selections: [pick(m.arsenalChelsea, 1, '1', 2.1)] }]))
  const lost = await place(p, body([{ stake: 2000, selections: [pick(m.arsenalChelsea, 1, '2', 3.4)] }]))
  const cashed = (await place(p, body([{ stake: 1000, selections: [pick(THIRD_MATCH, 1, '1', 3)] }]))).json()
  const open = await place(p, body([{ stake: 500, selections: [pick(m.plWinner, 534, '1', 3)] }]))
  const fb = (await redeem(p, 'WELCOME10')).json().bonus
  const free = await place(p, bonusBet(1000, { id: fb.id, type: fb.type }, legs))
  for (const r of [won, lost, open, free]) expect(r.statusCode).toBe(200)
  const co = await p.api({
    method: 'POST',
    url: '/api/sportsbook/bets/cashout',
    payload: { bet_id: cashed.data[0].id, to_cashout: { value: 950, currency: 'EUR' } },
  })
  expect(co.statusCode).toBe(200)
  app.clock.advance(60_000)
  for (const id of [m.arsenalChelsea, m.realBarca, THIRD_MATCH]) await settleMarket(id, homeWins)
  await settleMatches(app.betting, [m.arsenalChelsea, m.realBarca, THIRD_MATCH])
  await db.execute(sql`update markets set status = 1, result = null
    where match_id in (${m.arsenalChelsea}, ${m.realBarca}, ${THIRD_MATCH}) and market_id = 1`)
  return { p, free: free.json().data[0].id as string, lost: lost.json().data[0].id as string }
}

const p1 = await bettor()

describe('GET /statements', () => {
  it('totals cash and free-bet stakes apart, counts wins, cash-outs and refunds as returns, and leaves open bets out of the net', async () => {
    const s = await statementOf(p1.p, `from=${today}&to=${today}&tz=UTC`)
    const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
    expect(s.totals).toEqual({
      cash_stakes: eur(4500),
      freebet_stakes: eur(1000),
      open_stakes: eur(500),
      // 10.00 × 2.1 won, 9.50 cashed out, the free bet's winnings only: 10.00 × 13.23 − 10.00.
      returns: eur(2100 + 950 + 12_230),
      bonuses: eur(0),
      deposits: eur(100_000),
      withdrawals: eur(0),
      adjustments: eur(0),
      net: eur(2100 + 950 + 12_230 - 4000),
    })
    expect(s.net_deposits).toEqual(eur(100_000))
    expect(s).toMatchObject({ from: today, to: today, tz: 'UTC', currency: 'EUR' })
    expect([s.start, s.end]).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z'])
    const freeStake = s.rows.find((r) => r.bet_id === p1.free && r.kind === 'stake')
    expect(freeStake).toMatchObject({
      funding: 'freebet',
      amount: eur(1000),
      promo: { type: 'freebet_only_win' },
    })
    expect(freeStake!.selections).toContain(' | ')
    const lost = s.rows.find((r) => r.bet_id === p1.lost)
    expect(lost).toMatchObject({
      kind: 'stake',
      funding: 'cash',
      odds: 3.4,
      result: 'lose_entire',
      stake: eur(2000),
    })
  })

  it('agrees with the ledger line by line: every balance change of the period is a row', async () => {
    const s = await statementOf(p1.p, `from=${today}&to=${today}`)
    const { rows } = await db.execute<{ kind: string; total: string; n: string }>(sql`
      select kind, sum(amount) as total, count(*) as n from ledger_entries where user_id = ${p1.p.id} group by kind`)
    const ledger = Object.fromEntries(rows.map((r) => [r.kind, Number(r.total)]))
    const t = s.totals
    expect(-ledger.bet_stake!).toBe(t.cash_stakes.value)
    expect(ledger.deposit).toBe(t.deposits.value)
    expect((ledger.bet_win ?? 0) + (ledger.bet_refund ?? 0) + (ledger.cashout ?? 0)).toBe(t.returns.value)
    const cashRows = s.rows.filter((r) => r.funding !== 'freebet')
    expect(cashRows.length).toBe(rows.reduce((n, r) => n + Number(r.n), 0))
    // The balance is the deposits plus every return less every cash stake.
    expect((await p1.p.balance()).amount).toBe(t.deposits.value + t.returns.value - t.cash_stakes.value)
  })

  it('counts withdrawals, jackpot wins and corrections apart; net deposits are lifetime deposits less withdrawals', async () => {
    const p = await newPlayer(app, { balance: 50_000 })
    const entry = (amount: number, kind: 'withdrawal' | 'jackpot_win' | 'correction', ref: string) => ({
      userId: p.id,
      amount: money(amount, EUR),
      kind,
      ref,
    })
    await db.transaction(async (tx) => {
      await app.wallet.debit(tx, entry(12_500, 'withdrawal', 'test-withdrawal'))
      await app.wallet.credit(tx, entry(4_000, 'jackpot_win', 'jackpot_hit:1'))
      await app.wallet.debit(tx, entry(300, 'correction', 'test-correction'))
    })
    const s = await statementOf(p, `from=${today}&to=${today}`)
    expect(s.totals).toMatchObject({
      deposits: { value: 50_000 },
      withdrawals: { value: 12_500 },
      bonuses: { value: 4_000 },
      adjustments: { value: -300 },
      net: { value: 0 },
    })
    expect(s.net_deposits.value).toBe(37_500)
    expect(s.rows.map((r) => [r.kind, r.amount.value, r.promo?.type ?? null])).toEqual([
      ['deposit', 50_000, null],
      ['withdrawal', 12_500, null],
      ['bonus', 4_000, 'jackpot'],
      ['adjustment', -300, null],
    ])
  })

  it('reads the days in the bettor’s time zone and keeps lifetime net deposits whatever the period', async () => {
    // 12:00 UTC on 1 March is already 2 March in Kiritimati (UTC+14).
    const before = await statementOf(p1.p, `from=${today}&to=${today}&tz=Pacific/Kiritimati`)
    expect(before.rows).toEqual([])
    expect(before.totals.net.value).toBe(0)
    expect(before.net_deposits.value).toBe(100_000)
    const after = await statementOf(p1.p, `from=2026-03-02&to=2026-03-02&tz=Pacific/Kiritimati`)
    expect(after.totals.deposits.value).toBe(100_000)
    expect(after.start).toBe('2026-03-01T10:00:00.000Z')
  })

  it('answers 401 to a visitor and a catalogue 400 to a period that is not one or is over 12 months', async () => {
    const visitor = await app.inject({ method: 'GET', url: `${URL}?from=${today}&to=${today}` })
    expect([visitor.statusCode, visitor.json().error.code]).toEqual([401, 'unauthorized'])
    for (const ext of ['', '.csv', '.pdf'])
      expect(
        (await app.inject({ method: 'GET', url: `${URL}${ext}?from=${today}&to=${today}` })).statusCode,
      ).toBe(401)
    const cases: [string, number, string][] = [
      ['from=2026-02-30&to=2026-03-01', 400, 'statement_period_invalid'],
      ['from=01/03/2026&to=2026-03-01', 400, 'statement_period_invalid'],
      ['from=2026-03-02&to=2026-03-01', 400, 'statement_period_invalid'],
      ['from=2026-03-01&to=2026-03-01&tz=Mars/Olympus', 400, 'statement_period_invalid'],
      ['to=2026-03-01', 400, 'invalid_params'],
      ['from=2025-03-01&to=2026-03-01', 400, 'statement_period_too_long'],
    ]
    for (const [query, status, code] of cases)
      for (const ext of ['', '.csv', '.pdf']) {
        const res = await get(p1.p, query, ext)
        expect([query, ext, res.statusCode, res.json().error.code]).toEqual([query, ext, status, code])
      }
    const year = await get(p1.p, 'from=2025-03-02&to=2026-03-01')
    expect(year.statusCode).toBe(200)
  })
})

describe('statement downloads', () => {
  it('CSV: an attachment with one line per movement and the totals, every text cell formula-safe', async () => {
    const p = await newPlayer(app)
    const res = await place(p, body([{ stake: 700, selections: [pick(m.plWinner, 534, '1', 3)] }]))
    const id = res.json().data[0].id as string
    await db.execute(
      sql`update bet_selections set match_name = '=HYPERLINK("http://x.test","win")' where bet_id = ${id}`,
    )
    const csv = await get(p, `from=${today}&to=${today}`, '.csv')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statement-${today}-${today}.csv"`)
    expect(csv.headers['cache-control']).toBe('private, no-store')
    const lines = csv.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'time_utc,time_local,kind,bet_id,selections,odds,stake,funding,result,amount,promo,promo_amount,currency',
    )
    expect(lines[1]).toMatch(/,deposit,.*,1000\.00,,,EUR$/)
    const stake = lines.find((l) => l.includes(`,stake,${id},`))!
    expect(stake).toContain(`"'=HYPERLINK(""http://x.test"",""win"")`)
    expect(stake).toMatch(/,3,7\.00,cash,no_results,7\.00,,,EUR$/)
    expect(lines).toContain(`2026-03-01T00:00:00.000Z,,total_net,,,,,,,0.00,,,EUR`)
    expect(lines.at(-1)).toBe('2026-03-01T00:00:00.000Z,,lifetime_net_deposits,,,,,,,1000.00,,,EUR')
  })

  it('PDF: a PDF file built on the server with the period’s totals and net deposits', async () => {
    const res = await get(p1.p, `from=${today}&to=${today}`, '.pdf')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${today}-${today}.pdf"`)
    const text = res.rawPayload.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toContain('(Account statement)')
    expect(text).toContain('(45.00 EUR)')
    expect(text).toContain('(112.80 EUR)')
    expect(text).toContain('(1000.00 EUR)')
    const xref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
  })
})
