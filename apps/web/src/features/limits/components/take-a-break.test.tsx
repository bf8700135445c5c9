import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOpenModal } from '~/lib/modal/modal-store.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { notifyUnauthorized } from '~/lib/session/session-events.ts'
import { useSessionExpiry } from '~/lib/session/use-session.ts'
import { playerFixture, jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { LimitsPage } from './limits-page.tsx'

const until = '2027-05-24T09:30:00.000Z'
const exclusion = {
  id: 41,
  type: 'selfexclusion',
  status: 'active',
  amount: null,
  period: 183 * 86_400,
  interval: null,
  expires_at: until,
  effective_at: null,
  used: null,
  remaining: null,
  created_at: '2026-11-21T09:30:00.000Z',
}

afterEach(() => vi.unstubAllGlobals())

/** The page as the root composes it: a 401 anywhere reopens sign-in for an expired session. */
function Page() {
  useSessionExpiry()
  return <LimitsPage />
}

describe('a self-exclusion is confirmed on screen (issue #29)', () => {
  it('says what was set and until when, that the player is signed out, and where the e-mail went; no sign-in prompt', async () => {
    const posted: unknown[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url.endsWith('/user_limits')) {
        posted.push(JSON.parse(String(init.body)))
        // another request in flight meets the ended session first: a 401
        notifyUnauthorized()
        return json(200, exclusion)
      }
      if (url.includes('/user_limits')) return json(200, [])
      if (url.includes('/player/accounts')) return json(200, [])
      return json(503, {})
    })
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    qc.setQueryData(playerQueryKey, playerFixture({ email: 'ada@example.com' }))
    renderWithApp(
      <QueryClientProvider client={qc}>
        <Page />
      </QueryClientProvider>,
    )
    await userEvent.selectOptions(await screen.findByLabelText('Break'), 'selfexclusion')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Exclude me' }))

    const confirmed = await screen.findByTestId('break-confirmed')
    expect(posted).toEqual([{ type: 'selfexclusion', period: 183 * 86_400 }])
    expect(screen.getByRole('heading', { name: 'Your self-exclusion is in place' })).toBeTruthy()
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(until),
    )
    expect(confirmed.textContent).toContain(`It runs until ${date}. You have been signed out`)
    expect(confirmed.textContent).toContain("We've sent a confirmation to ada@example.com.")
    expect(document.activeElement).toBe(confirmed)
    // signed out: the forms are gone, the confirmation stays
    expect(qc.getQueryData(playerQueryKey)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Exclude me' })).toBeNull()
    // nobody is asked to sign in again: the session ended on purpose (and sign-in is refused)
    expect(getOpenModal()).toBeNull()
  })
})
