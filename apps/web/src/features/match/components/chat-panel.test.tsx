import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { summarise } from '../hooks/use-chat-announcer.ts'
import { ChatPanel } from './chat-panel.tsx'

// Live updates come over the realtime client; here an offline stand-in (no test reaches a server).
const realtime = new RealtimeClient(new FakeTransport())
vi.mock('~/lib/realtime/browser-client.ts', () => ({ getRealtimeClient: () => realtime }))

const msg = (id: number, text: string, author: string | null = 'Ann') => ({
  id,
  match_id: 5,
  author,
  author_tag: 'AB12',
  text,
  created_at: '2030-06-01T12:00:00Z',
})

function renderRoom(loggedIn: boolean, respond: (url: string, init?: RequestInit) => [number, unknown]) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    const [status, body] = respond(url, init)
    return json(status, body)
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, loggedIn ? playerFixture() : null)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <ChatPanel matchId={5} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('ChatPanel', () => {
  it('shows what players wrote as text, never as markup, and names anonymous authors by their tag', async () => {
    renderRoom(false, () => [200, { data: [msg(1, '<img src=x onerror=alert(1)>'), msg(2, 'hi', null)] }])
    const list = await screen.findByTestId('chat-messages')
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeTruthy()
    expect(list.querySelector('img')).toBeNull()
    expect(within(list).getByText('Player AB12')).toBeTruthy()
    // A visitor reads, and is offered sign-in instead of the message field.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(screen.queryByLabelText('Your message')).toBeNull()
  })

  it('posts a player’s message, shows it, and says why a refused one was refused', async () => {
    let posts = 0
    renderRoom(true, (url, init) => {
      if (url.includes('/watchersio/userid')) return [200, { user_id: 'abc', provider: 'builtin' }]
      if (init?.method === 'POST' && url.endsWith('/matches/5/chat')) {
        posts++
        return posts === 1
          ? [200, msg(3, 'Goal!')]
          : [429, { error: { code: 'chat_rate_limited', message: 'slow down' } }]
      }
      return [200, { data: [] }]
    })
    const field = await screen.findByLabelText('Your message')
    await userEvent.type(field, 'Goal!')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Goal!', { selector: 'p' })).toBeTruthy()
    expect((field as HTMLInputElement).value).toBe('')
    await userEvent.type(field, 'Again')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/too fast/)
  })
})

describe('chat announcements', () => {
  it('says one new message in full and several as a count', () => {
    expect(summarise([])).toBeNull()
    expect(summarise([msg(1, 'a')])).toMatchObject({ kind: 'one' })
    expect(summarise([msg(1, 'a'), msg(2, 'b'), msg(3, 'c')])).toEqual({ kind: 'many', count: 3 })
  })
})
