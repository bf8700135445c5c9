import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
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

describe('a self-exclusion is confirmed on screen (issue #29)', () => {
  it('says what was set and until when, that the player is signed out, and where the e-mail went', async () => {
    const posted: unknown[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url.endsWith('/user_limits')) {
        posted.push(JSON.parse(String(init.body)))
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
        <LimitsPage />
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
  })
})
