// vitest: isolate (the idle-turn queue and its order are module state an earlier file's timers may hold)
import { act, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_PAINT_ROWS, REVEAL_STEP_ROWS } from '~/hooks/use-progressive-rows.ts'
import { messagesFor } from '~/lib/i18n.ts'
import { matchFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MatchList } from './match-list.tsx'

const matches = (n: number, from = 7000) =>
  Array.from({ length: n }, (_, i) => {
    const m = matchFixture({ id: from + i, slug: `team-${from + i}` })
    const [home, away] = m.competitors
    return {
      ...m,
      competitors: [
        { ...home!, name: `Home ${from + i}` },
        { ...away!, name: `Away ${from + i}` },
      ],
    }
  })

/** Idle moments pass one at a time (each lets React render what the last one revealed); all of them by default. */
function idle(moments = 100) {
  for (let i = 0; i < moments && vi.getTimerCount() > 0; i++) act(() => vi.runOnlyPendingTimers())
}

const rowsShown = () => screen.queryAllByText(/^Home \d+$/).length

const serverHtml = (ui: ReactElement) =>
  renderToString(
    <MemoryRouter>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        {ui}
      </IntlProvider>
    </MemoryRouter>,
  )

describe('a long listing renders what is above the fold first (issue #12)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("puts the first rows only in the server's HTML, with room kept for the rest", () => {
    const html = serverHtml(<MatchList matches={matches(60)} />)
    expect(html.match(/>Home 70\d\d</g)).toHaveLength(FIRST_PAINT_ROWS)
    expect(html).toContain(`Home ${7000 + FIRST_PAINT_ROWS - 1}`)
    expect(html).not.toContain(`Home ${7000 + FIRST_PAINT_ROWS}<`)
    expect(html).toMatch(/aria-hidden="true"[^>]*style="block-size:\d/)
  })

  it('renders the rest after hydration, a few rows per idle moment, until every row is there', () => {
    renderWithApp(<MatchList matches={matches(40)} />)
    expect(rowsShown()).toBe(FIRST_PAINT_ROWS)
    idle(1)
    expect(rowsShown()).toBe(FIRST_PAINT_ROWS + REVEAL_STEP_ROWS)
    idle()
    expect(rowsShown()).toBe(40)
    expect(document.querySelector('[aria-hidden][style*="block-size"]')).toBeNull()
  })

  it('reveals lists in page order: the upper list is whole before the lower one grows', () => {
    renderWithApp(
      <>
        <section aria-label="upper">
          <MatchList matches={matches(30, 7000)} />
        </section>
        <section aria-label="lower">
          <MatchList matches={matches(30, 8000)} firstRows={2} />
        </section>
      </>,
    )
    const count = (name: string) =>
      within(screen.getByRole('region', { name })).queryAllByText(/^Home \d+$/).length
    expect([count('upper'), count('lower')]).toEqual([FIRST_PAINT_ROWS, 2])
    idle(3)
    expect([count('upper'), count('lower')]).toEqual([30, 2])
    idle()
    expect([count('upper'), count('lower')]).toEqual([30, 30])
  })

  it('only ever appends: rows of a league shown above are not slipped in later (no layout shift)', () => {
    // Two leagues interleaved in the server's order; the list shows them league by league.
    const list = matches(30).map((m, i) =>
      i % 2 ? { ...m, tournament: { ...m.tournament, id: 200, name: 'Serie A', slug: 'serie-a' } } : m,
    )
    renderWithApp(<MatchList matches={list} />)
    const order = () => screen.queryAllByText(/^Home \d+$/).map((el) => el.textContent)
    const first = order()
    expect(first).toHaveLength(FIRST_PAINT_ROWS)
    idle()
    expect(order().slice(0, FIRST_PAINT_ROWS)).toEqual(first)
    expect(order()).toHaveLength(30)
  })

  it('shows a row that arrives after every row is out at once (a match going live)', () => {
    const { rerender } = renderWithApp(<MatchList matches={matches(14)} />)
    idle()
    expect(rowsShown()).toBe(14)
    rerender(<MatchList matches={matches(15)} />)
    expect(rowsShown()).toBe(15)
  })

  it('renders the rows as their place nears the screen, without waiting for idle moments (a fast scroll)', () => {
    const observed: { cb: IntersectionObserverCallback; el?: Element }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          observed.push({ cb })
        }
        observe(el: Element) {
          observed.at(-1)!.el = el
        }
        disconnect() {}
      },
    )
    try {
      renderWithApp(<MatchList matches={matches(60)} />)
      const { cb, el } = observed[0]!
      expect(el?.getAttribute('aria-hidden')).toBe('true')
      act(() =>
        cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], {} as never),
      )
      expect(rowsShown()).toBe(60)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
