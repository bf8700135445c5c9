import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alerts } from '~/components/alerts/alert-store.ts'
import { OddsButton } from '~/components/ui/odds-button.tsx'
import { getOddsFormat, ODDS_TYPE_KEY, setOddsFormat } from '~/lib/odds-format-store.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { getVisitorSettings } from '~/lib/settings/visitor-settings.ts'
import { jsonResponse as json, playerFixture, settingsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { SettingsPanel } from './settings-panel.tsx'

const settings = settingsFixture({
  stakes: [100, 500, 1000, 5000],
  auto_accept_odds_change: 'higher',
  odds_types: ['european', 'british', 'hongkong', 'american', 'indonesian', 'malaysian', 'percent'],
})

function renderPanel(signedIn: boolean) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, signedIn ? playerFixture() : null)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <SettingsPanel />
      <OddsButton label="Arsenal" odds={1.85} />
    </QueryClientProvider>,
  )
}

beforeEach(() => setOddsFormat('european'))
afterEach(() => vi.unstubAllGlobals())

describe('SettingsPanel', () => {
  it('shows a visitor’s prices in the chosen format at once and keeps the choice for the session', async () => {
    vi.stubGlobal('fetch', async () => json(200, settings))
    renderPanel(false)
    expect(screen.getByRole('button', { name: '1.85, Arsenal' })).toBeTruthy()
    await userEvent.click(screen.getByText('Fractional'))
    expect(screen.getByRole('button', { name: '5/6, Arsenal' })).toBeTruthy()
    expect(sessionStorage.getItem(ODDS_TYPE_KEY)).toBe('british')
    await userEvent.click(await screen.findByText('Always ask me'))
    expect(getVisitorSettings().auto_accept_odds_change).toBe('none')
    expect((screen.getByRole('radio', { name: 'Always ask me' }) as HTMLInputElement).checked).toBe(true)
  })

  it('saves a player’s choice to the server, and puts it back with an alert when refused', async () => {
    const posts: unknown[] = []
    let refuse = false
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/player/accounts')) return json(200, [])
      if (init?.method === 'POST') {
        posts.push(JSON.parse(init.body as string))
        if (refuse) return json(500, { error: { code: 'internal_error', message: 'down' } })
        return json(200, { ...settings, odds_type: 'american' })
      }
      return json(200, settings)
    })
    renderPanel(true)
    await userEvent.click(screen.getByText('American'))
    expect(screen.getByRole('button', { name: '-118, Arsenal' })).toBeTruthy()
    await vi.waitFor(() => expect(posts).toEqual([{ odds_type: 'american' }]))
    refuse = true
    await userEvent.click(screen.getByText('Probability'))
    await vi.waitFor(() => expect(alerts.get()?.titleId).toBe('settings.error.title'))
    expect(getOddsFormat()).toBe('american')
    expect(screen.getByRole('button', { name: '-118, Arsenal' })).toBeTruthy()
  })

  it('saves quick stakes in minor units and refuses boxes that are not amounts', async () => {
    const posts: unknown[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/player/accounts')) return json(200, [])
      if (init?.method === 'POST') {
        posts.push(JSON.parse(init.body as string))
        return json(200, { ...settings, stakes: [200, 500, 1000, 5000] })
      }
      return json(200, settings)
    })
    renderPanel(true)
    const first = await screen.findByRole('textbox', { name: 'Quick stake 1' })
    await userEvent.clear(first)
    await userEvent.click(screen.getByRole('button', { name: 'Save stakes' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(posts).toEqual([])
    await userEvent.type(first, '2')
    await userEvent.click(screen.getByRole('button', { name: 'Save stakes' }))
    await vi.waitFor(() => expect(posts).toEqual([{ stakes: [200, 500, 1000, 5000] }]))
    expect(await screen.findByText('Saved')).toBeTruthy()
  })
})
