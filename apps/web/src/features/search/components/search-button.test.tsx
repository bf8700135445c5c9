import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '~/lib/i18n.ts'
import { setHostSearchOpen } from '~/lib/search/host-search.ts'
import { SearchButton } from './search-button.tsx'

function renderButton(wide = false) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <IntlProvider locale="en" messages={messagesFor('en')}>
          <SearchButton wide={wide} />
        </IntlProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  act(() => setHostSearchOpen(false))
  cleanup()
})

describe('the search dialog and the host page (spec §7 search_modal)', () => {
  it('opens when the host asks, closes when it asks again, and a close by the bettor is the host’s too', async () => {
    renderButton()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => setHostSearchOpen(true))
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy()
    act(() => setHostSearchOpen(false))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    act(() => setHostSearchOpen(true))
    await screen.findByRole('dialog', { name: 'Search' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The host's next request opens it again (the closed state was shared).
    act(() => setHostSearchOpen(true))
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy()
  })

  it("opens one dialog only: the page's search widget leaves the host's request to the header", async () => {
    renderButton(true)
    act(() => setHostSearchOpen(true))
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
