import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '~/lib/i18n.ts'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse, matchFixture, playerFixture } from '~/testing/fixtures.ts'
import { MatchCentreStrip } from './match-centre-strip.tsx'

// The chat room is live over the realtime client; here an offline stand-in.
const realtime = new RealtimeClient(new FakeTransport())
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => realtime }))

const match = matchFixture({ id: 5, status: 0 })

function App({ url, player }: { url: string; player: ReturnType<typeof playerFixture> | null }) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, player)
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>
        <IntlProvider locale="en" messages={messagesFor('en')}>
          {children}
        </IntlProvider>
      </MemoryRouter>
    </QueryClientProvider>
  )
  return wrap(<MatchCentreStrip match={match} />)
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * The server renders /match (a URL's hash never reaches it); the browser hydrates /match#chat.
 * Returns what React reported while hydrating: a mismatch is error #418, and React then throws the
 * server's HTML away.
 */
async function hydrateWithHash(player: ReturnType<typeof playerFixture> | null) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.includes('/matches/5/chat')) return jsonResponse(200, { data: [] })
    if (url.includes('/watchersio/userid')) return jsonResponse(200, { user_id: 'u1', provider: 'builtin' })
    throw new Error(`unexpected request ${url}`)
  })
  const container = document.createElement('div')
  container.innerHTML = renderToString(<App url="/sports/soccer/m-5" player={player} />)
  document.body.appendChild(container)
  const reported: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => reported.push(args))
  await act(async () => {
    root = hydrateRoot(container, <App url="/sports/soccer/m-5#chat" player={player} />, {
      onRecoverableError: (error) => reported.push(error),
    })
  })
  consoleError.mockRestore()
  return reported
}

describe('The match centre opened with a tab in the URL hash', () => {
  it.each([
    ['a visitor', null],
    ['a signed-in player', playerFixture()],
  ])(
    'hydrates without a mismatch for %s, then shows the tab the hash names (#chat)',
    async (_who, player) => {
      const reported = await hydrateWithHash(player)
      expect(reported).toEqual([])
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Chat' }).getAttribute('aria-expanded')).toBe('true'),
      )
      expect(screen.getByRole('region', { name: 'Chat' })).toBeTruthy()
    },
  )
})
