import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { SettingsButton } from './settings-button.tsx'

afterEach(() => vi.unstubAllGlobals())

function renderButton() {
  vi.stubGlobal('fetch', async () => json(404, {}))
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, null)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <SettingsButton />
    </QueryClientProvider>,
  )
}

describe('SettingsButton', () => {
  it('is a named button before any panel code is loaded, and opens the settings dialog on a press', async () => {
    renderButton()
    const button = screen.getByRole('button', { name: 'Settings' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 15_000 })
    expect(dialog.textContent).toContain('Fractional')
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('closes on Escape and gives focus back to the button', async () => {
    renderButton()
    const button = screen.getByRole('button', { name: 'Settings' })
    await userEvent.click(button)
    await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 15_000 })
    await userEvent.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    // and opens again from the keyboard
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 15_000 })
  })
})
