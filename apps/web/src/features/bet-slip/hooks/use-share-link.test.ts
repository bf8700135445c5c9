import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { restoreShared } from './use-share-link.ts'
import { jsonResponse as json } from '~/testing/fixtures.ts'

const shared = (n: number, match = n) => ({
  match_id: match,
  match_urn_id: `sr:match:${match}`,
  match_slug: `m-${match}`,
  match_name: 'A vs B',
  match_status: 0,
  sport_key: 'soccer',
  category_name: 'England',
  competitors: ['A', 'B'],
  provider: 'betradar',
  market_id: 1,
  market_name: '1x2',
  specifier: '',
  market_status: 1,
  outcome_id: String(n),
  outcome_name: '1',
  odds: 1.5 + n / 10,
  active: true,
})

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => getSlipStore().dispatch({ type: 'clear' }))
})

describe('restoreShared', () => {
  it('fills the slip with the shared combo as the catalogue has it now', async () => {
    vi.stubGlobal('fetch', async () =>
      json(200, { code: 'ABCD1234', bets: [{ selections: [shared(1), shared(2)], system_id: null }] }),
    )
    await expect(restoreShared('ABCD1234')).resolves.toBeNull()
    const t = getSlipStore().getTicket()
    expect(t.bets[0]?.betType).toBe('combo')
    expect(t.selectedOutcomeIds).toEqual(['1|1||1', '2|1||2'])
  })

  it('restores a shared custom bet as one custom bet at the joint price, and an outright as a single', async () => {
    const outright = {
      ...shared(9, 30),
      match_name: 'League 2026/27 - Winner',
      competitors: ['A', 'B', 'C'],
      outcome_name: 'C',
      is_outright: true,
    }
    vi.stubGlobal('fetch', async () =>
      json(200, {
        code: 'ABCD1234',
        bets: [
          { selections: [shared(1, 7), shared(2, 7)], system_id: null, custom: true, custom_odds: 3.45 },
          { selections: [outright], system_id: null },
        ],
      }),
    )
    await expect(restoreShared('ABCD1234')).resolves.toBeNull()
    const [custom, single] = getSlipStore().getTicket().bets
    expect(custom).toMatchObject({ betType: 'custom_bet', customOdds: 3.45 })
    expect(custom?.selections).toHaveLength(2)
    expect(single).toMatchObject({ betType: 'single' })
    expect(single?.selections[0]).toMatchObject({ isOutright: true, nameA: 'League 2026/27 - Winner' })
    expect(single?.selections[0]?.nameB).toBeUndefined()
  })

  it('names the three failures of the share-bet-not-found modal', async () => {
    vi.stubGlobal('fetch', async () => json(404, { error: { code: 'share_code_not_found', message: 'no' } }))
    await expect(restoreShared('NOPE1234')).resolves.toBe('link-not-found')
    vi.stubGlobal('fetch', async () => json(200, { code: 'ABCD1234', bets: [] }))
    await expect(restoreShared('ABCD1234')).resolves.toBe('link-try-another-bet')
    vi.stubGlobal('fetch', async () => json(500, {}))
    await expect(restoreShared('ABCD1234')).resolves.toBe('link-try-later')
  })
})
