import type { Sport } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { brandFixture } from '~/testing/brand-fixture.ts'
import { navTarget } from './nav-target.ts'
import { productOffers, RACING_SPORT_KEY } from './product-offers.ts'

type Count = Pick<Sport, 'key' | 'type' | 'live_count' | 'prematch_count'>
const sport = (key: string, type: Sport['type'], live = 0, prematch = 0): Count => ({
  key,
  type,
  live_count: live,
  prematch_count: prematch,
})
/** The reference feed today: regular and cyber sports only. */
const FEED = [sport('soccer', 'regular', 4, 120), sport('cs2', 'cyber', 1, 20)]

describe('product menu entries lead to something (ADR 025)', () => {
  const brand = brandFixture({
    features: { horse_racing: true, lotteries: true, premium_cricket: true, virtual_gaming_arena: true },
  })
  const link = (page: string, sports: readonly Count[] | undefined) =>
    navTarget({ type: 'page', page } as never, brand, 'en', productOffers(sports))

  it('hides racing, lotteries and premium cricket that are on but have nothing to show', () => {
    expect(link('horse_racing', FEED)).toBeNull()
    expect(link('lotteries', FEED)).toBeNull()
    expect(link('premium_cricket', FEED)).toBeNull()
  })

  it('shows them once the catalog has one of their matches, and the arena whenever it is on', () => {
    const more = [
      ...FEED,
      sport(RACING_SPORT_KEY, 'regular', 0, 3),
      sport('cricket-premium', 'premium_cricket', 1),
    ]
    expect(link('horse_racing', more)).toMatchObject({ kind: 'link', to: '/racing' })
    expect(link('premium_cricket', more)).toMatchObject({ kind: 'link', to: '/premium-cricket' })
    expect(link('virtual_gaming_arena', FEED)).toMatchObject({ kind: 'link', to: '/virtual-gaming-arena' })
  })

  it('a sport listed with no matches left offers nothing', () => {
    expect(link('horse_racing', [sport(RACING_SPORT_KEY, 'regular')])).toBeNull()
  })

  it('lets the flags decide while the sports list is unknown, and leaves other pages alone', () => {
    expect(link('horse_racing', undefined)).toMatchObject({ to: '/racing' })
    expect(link('results', FEED)).toMatchObject({ to: '/results' })
    const off = brandFixture({ features: { horse_racing: false } })
    const withRacing = productOffers([sport(RACING_SPORT_KEY, 'regular', 1)])
    expect(navTarget({ type: 'page', page: 'horse_racing' }, off, 'en', withRacing)).toBeNull()
  })
})
