import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Statement } from '@sportsbook/contract'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { browserTimeZone, localToday, presetPeriod } from '../period.ts'
import { StatementsPage } from './statements-page.tsx'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const statement = (o: Partial<Statement['totals']> = {}): Statement => ({
  from: '2026-02-01',
  to: '2026-03-01',
  tz: 'UTC',
  start: '2026-02-01T00:00:00.000Z',
  end: '2026-03-02T00:00:00.000Z',
  currency: 'EUR',
  totals: {
    cash_stakes: eur(4500),
    freebet_stakes: eur(1000),
    open_stakes: eur(500),
    returns: eur(3050),
    bonuses: eur(0),
    deposits: eur(100_000),
    withdrawals: eur(0),
    adjustments: eur(0),
    net: eur(-950),
    ...o,
  },
  net_deposits: eur(75_000),
  rows: [],
  generated_at: '2026-03-01T12:00:00.000Z',
})

afterEach(() => vi.unstubAllGlobals())

function renderPage({ signedIn = true, locale = 'en', answer = () => json(200, statement()) } = {}) {
  const asked: URL[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.includes('/statements')) {
      asked.push(new URL(url, 'http://localhost'))
      return answer()
    }
    if (url.includes('/player/accounts')) return json(200, [])
    return json(503, {})
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, signedIn ? playerFixture() : null)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <StatementsPage />
    </QueryClientProvider>,
    { locale },
  )
  return asked
}

describe('the statements page', () => {
  it('shows the last 30 days’ totals, the win/loss with its sign, net deposits and the two downloads', async () => {
    const asked = renderPage()
    expect(await screen.findByTestId('statement-net')).toHaveProperty('textContent', '-€9.50')
    expect(screen.getByTestId('statement-cash_stakes').textContent).toBe('€45.00')
    expect(screen.getByTestId('statement-freebet_stakes').textContent).toBe('€10.00')
    expect(screen.getByTestId('statement-returns').textContent).toBe('€30.50')
    expect(screen.getByTestId('statement-net-deposits').textContent).toBe('€750.00')
    expect(screen.getByText('€5.00 staked on bets still open is not in the win/loss yet.')).toBeTruthy()
    expect(screen.getByText('No activity in this period.')).toBeTruthy()
    const tz = browserTimeZone()
    const days = presetPeriod('30d', localToday(new Date(), tz))
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ ...days, tz })
    const csv = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!
    const pdf = screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')!
    expect(csv).toBe(`/api/sportsbook/statements.csv?${new URLSearchParams({ ...days, tz })}`)
    expect(pdf).toBe(`/api/sportsbook/statements.pdf?${new URLSearchParams({ ...days, tz })}`)
  })

  it('asks again for the preset the bettor picks', async () => {
    const asked = renderPage()
    await screen.findByTestId('statement-net')
    await userEvent.click(screen.getByRole('radio', { name: 'Last 12 months' }))
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    const today = localToday(new Date(), browserTimeZone())
    expect(asked[1]!.searchParams.get('from')).toBe(presetPeriod('12m', today).from)
    expect(asked[1]!.searchParams.get('to')).toBe(today)
  })

  it('offers custom days, and asks nothing until both are chosen', async () => {
    const asked = renderPage()
    await screen.findByTestId('statement-net')
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }))
    expect(screen.getByText('From')).toBeTruthy()
    expect(screen.getByText('To')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull()
    expect(asked).toHaveLength(1)
  })

  it('lists the period’s money movements newest first, signed, 25 at a time with Show more', async () => {
    const row = (i: number, o: Partial<Statement['rows'][number]> = {}): Statement['rows'][number] => ({
      at: new Date(Date.UTC(2026, 1, 1, 10, i)).toISOString(),
      kind: 'stake',
      amount: eur(100 + i),
      bet_id: `b${i}`,
      selections: `Match ${i}: 1X2 — Home`,
      odds: 2,
      stake: eur(100 + i),
      funding: 'cash',
      result: 'no_results',
      promo: null,
      ...o,
    })
    const rows = [
      row(0, { kind: 'deposit', amount: eur(5000), bet_id: null, selections: null, funding: null }),
      ...Array.from({ length: 28 }, (_, i) => row(i + 1)),
      row(29, { kind: 'stake', funding: 'freebet', amount: eur(1000) }),
      row(30, { kind: 'return', amount: eur(2500), funding: null }),
    ]
    renderPage({ answer: () => json(200, { ...statement(), rows }) })
    const activity = await screen.findByRole('region', { name: 'Activity' })
    const shown = () => within(activity).getAllByTestId('statement-row')
    expect(shown()).toHaveLength(25)
    // newest first: the return paid in, the free-bet stake (not out of the balance), then a cash stake
    expect(shown()[0]!.textContent).toMatch(/Return.*Match 30: 1X2 — Home\+€25\.00$/)
    expect(shown()[1]!.textContent).toMatch(/Stake · free bet.*\+€10\.00$/)
    expect(shown()[2]!.textContent).toMatch(/Stake.*-€1\.28$/)
    expect(within(activity).getByText('Showing 25 of 31')).toBeTruthy()
    await userEvent.click(within(activity).getByRole('button', { name: 'Show 6 more' }))
    expect(shown()).toHaveLength(31)
    expect(shown()[30]!.textContent).toMatch(/Deposit\+€50\.00$/)
    expect(within(activity).queryByRole('button', { name: /^Show/ })).toBeNull()
  })

  it('writes money in the reader’s language', async () => {
    renderPage({ locale: 'de' })
    expect((await screen.findByTestId('statement-net')).textContent).toMatch(/^-9,50\s€$/)
    expect(screen.getByRole('link', { name: 'PDF herunterladen' })).toBeTruthy()
  })

  it('says why the server refused a period, and asks nothing for a visitor', async () => {
    renderPage({
      answer: () => json(400, { error: { code: 'statement_period_too_long', message: 'x' } }),
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A statement covers at most 12 months. Choose a shorter period.',
    )
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
    const asked = renderPage({ signedIn: false })
    expect(await screen.findByText('Sign in to see your statements.')).toBeTruthy()
    expect(asked).toEqual([])
  })
})
