import { SPORT_STAT_KEYS } from '@sportsbook/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '~/lib/i18n.ts'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, liveStatistics, matchFixture } from '~/testing/fixtures.ts'
import { MatchCentreStrip } from './match-centre-strip.tsx'

// The chat room is live over the realtime client; here an offline stand-in.
const realtime = new RealtimeClient(new FakeTransport())
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => realtime }))

const live = matchFixture({ status: 1, statistics: liveStatistics() })
const stats = {
  match_id: live.id,
  sport_key: 'soccer',
  status: 1,
  score: null,
  items: SPORT_STAT_KEYS.soccer!.map((key) => ({ key, home: 3, away: 4 })),
  updated_at: null,
}

function App({ children, at = '/sports/soccer/m-1001' }: { children: ReactNode; at?: string }) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, null)
  return (
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[at]}>
        <IntlProvider locale="en" messages={messagesFor('en')}>
          {children}
        </IntlProvider>
      </MemoryRouter>
    </QueryClientProvider>
  )
}

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/statistics')) return json(200, stats)
    if (url.includes('/timeline')) return json(200, { match_id: live.id, events: [] })
    if (url.includes('/chat')) return json(200, { data: [] })
    return json(503, {})
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const strip = () => screen.getByRole('region', { name: 'Match centre' })
const tab = (name: string) => within(strip()).getByRole('button', { name })

describe('MatchCentreStrip', () => {
  it('is rendered on the server closed: one strip of tabs, no panel above the markets', () => {
    const box = document.createElement('div')
    box.innerHTML = renderToString(
      <App>
        <MatchCentreStrip match={live} />
      </App>,
    )
    const buttons = [...box.querySelectorAll('button')]
    expect(buttons.map((b) => b.textContent)).toEqual(['Statistics', 'Stream', 'Chat', 'Trends'])
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true)
    expect(box.querySelector('[role="region"] [role="region"]')).toBeNull()
  })

  it('opens a tab with one press and closes it with another', async () => {
    render(
      <App>
        <MatchCentreStrip match={live} />
      </App>,
    )
    await userEvent.click(tab('Statistics'))
    expect(tab('Statistics').getAttribute('aria-expanded')).toBe('true')
    const panel = within(strip()).getByRole('region', { name: 'Statistics' })
    expect(tab('Statistics').getAttribute('aria-controls')).toBe(panel.id)
    const table = await within(panel).findByTestId('match-stats')
    expect(within(table).getByRole('row', { name: /Possession/ }).textContent).toMatch(/^3%Possession4%$/)

    await userEvent.click(tab('Stream'))
    expect(tab('Statistics').getAttribute('aria-expanded')).toBe('false')
    expect(within(strip()).getByRole('region', { name: 'Stream' })).toBeTruthy()

    await userEvent.click(tab('Stream'))
    expect(within(strip()).queryByRole('region')).toBeNull()
  })

  it('opens the tab a URL hash names (the chatToggle widget links #chat)', async () => {
    render(
      <App at="/sports/soccer/m-1001#chat">
        <MatchCentreStrip match={live} />
      </App>,
    )
    expect(tab('Chat').getAttribute('aria-expanded')).toBe('true')
    expect(await within(strip()).findByTestId('chat-panel')).toBeTruthy()
  })

  it('offers no trends tab on an outright (no main market to trend, no vote)', () => {
    render(
      <App>
        <MatchCentreStrip match={{ ...live, type: 'outright' }} />
      </App>,
    )
    expect(
      within(strip())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Statistics', 'Stream', 'Chat'])
  })
})
