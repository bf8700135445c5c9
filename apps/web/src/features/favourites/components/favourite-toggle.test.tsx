import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { alerts } from '~/components/alerts/alert-store.ts'
import { closeModal, completeModal, getOpenModal } from '~/lib/modal/modal-store.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, playerFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { FavouriteToggle } from './favourite-toggle.tsx'

const player = playerFixture()
const NAME = 'Add Arsenal vs Chelsea to favorites'

function renderStar(signedIn: boolean) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  qc.setQueryData(playerQueryKey, signedIn ? player : null)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <FavouriteToggle type="matches" id={101} name="Arsenal vs Chelsea" />
    </QueryClientProvider>,
  )
  return qc
}

afterEach(() => {
  vi.unstubAllGlobals()
  closeModal()
})

describe('FavouriteToggle', () => {
  it('stars at once and keeps the star when the server agrees', async () => {
    const writes: string[] = []
    let release: () => void = () => {}
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/player/accounts')) return json(200, [])
      if (init?.method === 'POST') {
        writes.push(url)
        await new Promise<void>((r) => (release = r))
        return json(200, { type: 'matches', ids: [101] })
      }
      return json(200, { type: /\/favourites\/(\w+)/.exec(url)?.[1], ids: [] })
    })
    renderStar(true)
    const star = await screen.findByRole('button', { name: NAME })
    await vi.waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'))
    await userEvent.click(star)
    // Optimistic: pressed before the server answered.
    await vi.waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'))
    expect(writes).toEqual([expect.stringContaining('/favourites/matches/101')])
    await act(async () => release())
    await vi.waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'))
  })

  it('puts the star back and says so when the server refuses', async () => {
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/player/accounts')) return json(200, [])
      if (init?.method === 'POST') return json(500, { error: { code: 'internal_error', message: 'down' } })
      return json(200, { type: /\/favourites\/(\w+)/.exec(url)?.[1], ids: [] })
    })
    renderStar(true)
    const star = await screen.findByRole('button', { name: NAME })
    await userEvent.click(star)
    await vi.waitFor(() => expect(alerts.get()?.titleId).toBe('favourites.error.title'))
    expect(star.getAttribute('aria-pressed')).toBe('false')
  })

  it('asks a visitor to sign in, then stars what they pressed', async () => {
    const writes: string[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        writes.push(url)
        return json(200, { type: 'matches', ids: [101] })
      }
      return json(200, { type: /\/favourites\/(\w+)/.exec(url)?.[1], ids: [] })
    })
    renderStar(false)
    await userEvent.click(await screen.findByRole('button', { name: NAME }))
    expect(getOpenModal()?.name).toBe('sign-in')
    expect(writes).toEqual([])
    act(() => completeModal())
    await vi.waitFor(() => expect(writes).toEqual([expect.stringContaining('/favourites/matches/101')]))
  })
})
