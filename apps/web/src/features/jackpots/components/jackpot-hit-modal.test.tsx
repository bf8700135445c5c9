import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { jackpotHitsQueryOptions } from '../api/get-jackpot-hits.ts'
import JackpotHitModal from './jackpot-hit-modal.tsx'

const markHitsSeen = vi.fn(async (ids: readonly string[]) => ({ marked: ids.length }))
vi.mock('../api/mark-hits-seen.ts', () => ({ markHitsSeen: (ids: string[]) => markHitsSeen(ids) }))

const hit = {
  id: '7',
  jackpot_id: '2',
  jackpot_name: 'Quick Drop',
  level_code: 'mini',
  level_name: 'Mini',
  amount: { value: 205, currency: 'USD', subunits: 2 },
  amount_eur: { value: 189, currency: 'EUR', subunits: 2 },
  status: 'paid' as const,
  user_hash: 'abcdef0123',
  for_user: true,
  seen: false,
  created_at: '2026-11-25T03:00:00.000Z',
}

afterEach(() => vi.unstubAllGlobals())

function renderModal() {
  // Once the hit is marked seen, the list of unseen hits is asked for again: the server has none left.
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.includes('/jackpot-hits')) return jsonResponse(200, { data: [], total: 0, page: 1, limit: 10 })
    throw new Error(`unexpected request ${url}`)
  })
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  qc.setQueryData(jackpotHitsQueryOptions({ unseen: true }).queryKey, {
    data: [hit],
    total: 1,
    page: 1,
    limit: 10,
  })
  return renderWithApp(
    <QueryClientProvider client={qc}>
      <JackpotHitModal />
    </QueryClientProvider>,
  )
}

// The dialog code loads on first open: warm it so the test times the reaction delay, not a cold import.
beforeAll(async () => {
  await import('~/components/modal/app-modal.tsx')
  await import('~/components/layout/sheet.tsx')
})

describe('JackpotHitModal', () => {
  it('opens 1 s after an unseen hit arrives, shows the win, and marks it seen when closed', async () => {
    const start = Date.now()
    renderModal()
    expect(screen.queryByRole('dialog')).toBeNull()
    const dialog = await screen.findByRole('dialog', { name: 'You hit the jackpot!' }, { timeout: 10_000 })
    expect(Date.now() - start).toBeGreaterThanOrEqual(1_000)
    expect(dialog.textContent).toContain('Your bet dropped the Mini level of Quick Drop.')
    expect(screen.getByTestId('jackpot-hit-amount').textContent).toBe('$2.05')
    await userEvent.click(screen.getByRole('button', { name: 'Great, thanks' }))
    await waitFor(() => expect(markHitsSeen).toHaveBeenCalledWith(['7']))
  })
})
