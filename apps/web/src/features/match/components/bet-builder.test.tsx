import type { Market } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json, marketFixture, matchFixture, totalsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { BetBuilder } from './bet-builder.tsx'

const match = matchFixture({ status: 1 })
const groups = { custom_bet_groups: ['result'] }
const result = marketFixture({ ...groups, name: '1X2' })
const btts = marketFixture({
  ...groups,
  id: 29,
  name: 'Both teams to score',
  priority: 60,
  outcomes: [
    { id: '74', name: 'Yes', active: true, odds: 1.75 },
    { id: '76', name: 'No', active: true, odds: 2.05 },
  ],
})
// What the issue saw: Over/Under 5.5 suspended at 1.01 each, Over 4.5 inactive at 500.00.
const total45 = totalsFixture(4.5, {
  ...groups,
  outcomes: [
    { id: '12', name: 'Over 4.5', active: false, odds: 500 },
    { id: '13', name: 'Under 4.5', active: true, odds: 1.04 },
  ],
})
const total55 = totalsFixture(5.5, {
  ...groups,
  status: -1,
  suspend_reason: 'goal',
  outcomes: [
    { id: '12', name: 'Over 5.5', active: true, odds: 1.01 },
    { id: '13', name: 'Under 5.5', active: true, odds: 1.01 },
  ],
})

/** The builder over its GET /bets/custom/markets answer; `priced` counts the POST /bets/custom/odds. */
function renderBuilder(list: Market[], live?: Market[]) {
  const priced: unknown[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/bets/custom/odds')) {
      priced.push(JSON.parse(String(init?.body)))
      return json(200, { data: { match_id: match.id, odds: 3.4 } })
    }
    return json(503, {})
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(['custom-markets', match.id], { data: list })
  const view = renderWithApp(
    <QueryClientProvider client={qc}>
      <BetBuilder match={match} home="Arsenal" away="Chelsea" live={live} />
    </QueryClientProvider>,
  )
  const rerender = (next: Market[]) =>
    view.rerender(
      <QueryClientProvider client={qc}>
        <BetBuilder match={match} home="Arsenal" away="Chelsea" live={next} />
      </QueryClientProvider>,
    )
  return { priced, rerender }
}

const card = (name: string) => screen.getByRole('region', { name })

afterEach(() => vi.unstubAllGlobals())

describe('BetBuilder', () => {
  it('shows a suspended line and an inactive outcome locked, never their stale prices', () => {
    renderBuilder([result, total45, total55])
    const total = card('Total')
    // One card for the market type, a row per line.
    expect(screen.getAllByRole('region', { name: 'Total' })).toHaveLength(1)
    for (const name of ['Over 5.5', 'Under 5.5', 'Over 4.5']) {
      const button = within(total).getByRole('button', { name: `${name}, suspended` })
      expect(button).toHaveProperty('disabled', true)
      expect(button.textContent).toBe(`${name} `)
    }
    expect(total.textContent).not.toMatch(/1\.01|500\.00/)
    // The open outcome of that line keeps its price.
    expect(within(total).getByRole('button', { name: 'Under 4.5 1.04' })).toHaveProperty('disabled', false)
    expect(within(card('1X2')).getByRole('button', { name: 'Arsenal 1.85' })).toBeTruthy()
  })

  it('follows the live market list: a line it suspends or no longer holds shows locked', () => {
    const { rerender } = renderBuilder([result, btts], [result, btts])
    expect(within(card('Both teams to score')).getByRole('button', { name: 'Yes 1.75' })).toBeTruthy()
    rerender([result, { ...btts, status: -1, suspend_reason: 'var_check' }])
    const locked = card('Both teams to score')
    expect(within(locked).getByRole('button', { name: 'Yes, suspended' })).toHaveProperty('disabled', true)
    expect(locked.textContent).toContain('Suspended: VAR check')
    rerender([btts])
    expect(within(card('1X2')).getByRole('button', { name: 'Arsenal, suspended' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('holds the joint price back while a pick is suspended; the pick can still be taken off', async () => {
    const { priced, rerender } = renderBuilder([result, btts], [result, btts])
    await userEvent.click(within(card('1X2')).getByRole('button', { name: 'Arsenal 1.85' }))
    await userEvent.click(within(card('Both teams to score')).getByRole('button', { name: 'Yes 1.75' }))
    expect(await screen.findByText('2 picks at 3.40')).toBeTruthy()
    expect(priced).toHaveLength(1)

    rerender([result, { ...btts, status: -1 }])
    const price = screen.getByTestId('builder-price')
    expect(price.textContent).toBe('A pick is suspended: take it off or wait for it to reopen.')
    expect(screen.getByRole('button', { name: 'Add to bet slip' })).toHaveProperty('disabled', true)
    const pick = within(card('Both teams to score')).getByRole('button', { name: 'Yes, suspended' })
    expect(pick.getAttribute('aria-pressed')).toBe('true')
    expect(pick).toHaveProperty('disabled', false)
    await userEvent.click(pick)
    expect(pick.getAttribute('aria-pressed')).toBe('false')
    expect(pick).toHaveProperty('disabled', true)
    expect(price.textContent).toBe('Pick outcomes from at least 2 markets.')
    expect(priced).toHaveLength(1)
  })
})
