import type { PlayerFreebet } from '@sportsbook/contract'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { applyPrivateEvent, BONUSES_QUERY_ROOT } from './private-cache.ts'

const bonus: PlayerFreebet = {
  id: 'f7',
  type: 'freebet_only_win',
  campaign_id: 'c2',
  name: 'Welcome freebet €10',
  amount: { value: 1000, currency: 'EUR', subunits: 2 },
  min_odds: 1.5,
  max_odds: null,
  selections_from: null,
  selections_to: null,
  match_status: null,
  status: 'active',
  availability: 'active',
  is_seen: false,
  expires_at: '2026-12-24T00:00:00.000Z',
  issued_at: '2026-11-24T00:00:00.000Z',
  times_used: 0,
}

describe('bonus_issued', () => {
  it('shows the bonus toaster with the bonus name and reloads every bonus list', () => {
    const qc = new QueryClient()
    qc.setQueryData([...BONUSES_QUERY_ROOT, 'slip-offers', true], [])
    qc.setQueryData(['bets', { status: 'all' }], { data: [] })
    applyPrivateEvent(qc, { type: 'bonus_issued', bonus })
    expect(toasts.get()[0]).toMatchObject({
      messageId: 'bonus.toast.issued',
      values: { name: 'Welcome freebet €10' },
    })
    expect(qc.getQueryState([...BONUSES_QUERY_ROOT, 'slip-offers', true])?.isInvalidated).toBe(true)
    expect(qc.getQueryState(['bets', { status: 'all' }])?.isInvalidated).toBe(false)
  })
})
