import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { LazyLanguageSwitch } from './lazy-language-switch.tsx'

function renderSwitch() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, null)
  renderWithApp(
    <QueryClientProvider client={qc}>
      <LazyLanguageSwitch />
    </QueryClientProvider>,
  )
}

describe('LazyLanguageSwitch', () => {
  it('is a menu button named by the current language before its menu code loads', () => {
    renderSwitch()
    const button = screen.getByRole('button', { name: /^English ?, Language$/ })
    expect(button.getAttribute('aria-haspopup')).toBe('true')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens the language menu on a press with the current language checked; Escape gives focus back', { timeout: 20_000 }, async () => {
    renderSwitch()
    const button = screen.getByRole('button', { name: /^English ?, Language$/ })
    await userEvent.click(button)
    const menu = await screen.findByRole('menu', { name: 'Language' }, { timeout: 15_000 })
    const english = screen.getByRole('menuitemradio', { name: 'English' })
    expect(english.getAttribute('aria-checked')).toBe('true')
    // focus moves into the menu's popover (jsdom leaves it on the popover, as with react-aria's own MenuTrigger)
    const active = document.activeElement
    expect(active !== null && (active.contains(menu) || menu.contains(active))).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await userEvent.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(document.activeElement).toBe(button)
  })

  it('opens from the keyboard, as a menu button does', { timeout: 20_000 }, async () => {
    renderSwitch()
    screen.getByRole('button', { name: /^English ?, Language$/ }).focus()
    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('menu', { name: 'Language' }, { timeout: 15_000 })
    expect(screen.getAllByRole('menuitemradio').length).toBeGreaterThan(1)
  })
})
