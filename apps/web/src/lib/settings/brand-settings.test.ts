import { ODDS_FORMATS } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { brandFixture } from '~/testing/brand-fixture.ts'
import { settingsFixture } from '~/testing/fixtures.ts'
import { withBrandSettings } from './brand-settings.ts'

const server = settingsFixture({
  stakes: [500, 1000],
  odds_types: [...ODDS_FORMATS],
  custom_bet_enabled: true,
  provider_statuses: {},
  limits: { currency: 'EUR', min_stake: 10, max_stake: 100_000, max_payout: 1_000_000 },
})

describe("the brand's §3 Settings over the server's", () => {
  const brand = brandFixture({
    settings: {
      stakes: [100, 300],
      odds_accept_mode: 'higher',
      odds_types: ['american', 'british'],
      active_odds_type: 'american',
      video_enabled: false,
    },
    features: { custom_bet: false },
  })

  it("gives a visitor the brand's stake chips, odds acceptance, odds type and video default", () => {
    const s = withBrandSettings(server, brand, true)
    expect(s).toMatchObject({
      stakes: [100, 300],
      auto_accept_odds_change: 'higher',
      odds_type: 'american',
      odds_types: ['american', 'british'],
      video_enabled: false,
      custom_bet_enabled: false,
    })
  })

  it("keeps a player's own choices, within the odds types the brand offers", () => {
    const s = withBrandSettings({ ...server, stakes: [700], odds_type: 'european' }, brand, false)
    expect(s.stakes).toEqual([700])
    expect(s.odds_types).toEqual(['american', 'british'])
    expect(s.odds_type).toBe('american')
  })

  it('changes nothing without a brand', () => {
    expect(withBrandSettings(server, null, true)).toBe(server)
  })
})
