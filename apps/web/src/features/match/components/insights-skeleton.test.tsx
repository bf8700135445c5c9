import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '~/lib/i18n.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { marketFixture, matchFixture } from '~/testing/fixtures.ts'
import { INSIGHT_ROWS, INSIGHT_SECTION } from './insights-skeleton.tsx'
import { LazyMatchInsights } from './match-insights-lazy.tsx'
import { PriceTrends } from './price-trends.tsx'
import { VotePanel } from './vote-panel.tsx'

const withApp = (ui: ReactElement, qc = new QueryClient()) => (
  <QueryClientProvider client={qc}>
    <IntlProvider locale="en" messages={messagesFor('en')}>
      {ui}
    </IntlProvider>
  </QueryClientProvider>
)

/** The server's HTML, in a detached element to read its boxes. */
function serverHtml(ui: ReactElement): HTMLElement {
  const box = document.createElement('div')
  box.innerHTML = renderToString(withApp(ui))
  return box
}

/** The placeholder panels (decoration, hidden from assistive technology) and their rows. */
const panels = (html: HTMLElement) =>
  [...(html.firstElementChild?.children ?? [])].map((p) => ({
    hidden: p.getAttribute('aria-hidden'),
    className: p.className,
    rows: p.children[1]?.children.length,
  }))

afterEach(() => vi.unstubAllGlobals())

describe('LazyMatchInsights on the server', () => {
  it('renders the price trends and the vote as placeholders of their rows, so they push nothing when they come', () => {
    const html = serverHtml(<LazyMatchInsights match={matchFixture()} />)
    // One row per main-market outcome (1X2), and the vote's three choices.
    expect(panels(html)).toEqual([
      { hidden: 'true', className: INSIGHT_SECTION, rows: 3 },
      { hidden: 'true', className: INSIGHT_SECTION, rows: 3 },
    ])
    expect(html.textContent).toBe('')
  })

  it('has two vote choices without a draw, and no placeholders for what a match will not show', () => {
    const twoWay = marketFixture()
    twoWay.outcomes = twoWay.outcomes.slice(0, 2)
    expect(panels(serverHtml(<LazyMatchInsights match={matchFixture({ main_market: twoWay })} />))).toEqual([
      { hidden: 'true', className: INSIGHT_SECTION, rows: 2 },
      { hidden: 'true', className: INSIGHT_SECTION, rows: 2 },
    ])
    // An outright has no vote; without a main market there are no trends.
    expect(
      panels(serverHtml(<LazyMatchInsights match={matchFixture({ type: 'outright', main_market: null })} />)),
    ).toEqual([])
  })
})

describe('the real panels', () => {
  it('have the placeholders’ boxes, and the vote keeps its placeholder while it loads', async () => {
    let answer: (r: Response) => void = () => {}
    vi.stubGlobal('fetch', () => new Promise<Response>((r) => (answer = r)))
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData(playerQueryKey, null)
    const match = matchFixture({ id: 9 })
    render(
      withApp(
        <>
          <PriceTrends match={match} />
          <VotePanel match={match} placeholder={<p>placeholder</p>} />
        </>,
        qc,
      ),
    )
    const trends = screen.getByTestId('price-trends')
    expect(trends.className).toBe(INSIGHT_SECTION)
    expect(trends.querySelector('ul')?.className).toBe(INSIGHT_ROWS)
    expect(screen.getByText('placeholder')).toBeTruthy()
    answer(
      new Response(
        JSON.stringify({
          match_id: 9,
          open: true,
          total: 0,
          options: (['home', 'draw', 'away'] as const).map((choice) => ({ choice, votes: 0, percent: 0 })),
          my_vote: null,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    )
    const vote = await screen.findByTestId('vote-panel')
    expect(vote.className).toBe(INSIGHT_SECTION)
    expect(vote.querySelector('ul')?.className).toBe(INSIGHT_ROWS)
    expect(screen.queryByText('placeholder')).toBeNull()
  })
})
