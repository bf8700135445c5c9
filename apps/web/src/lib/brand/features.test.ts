import { describe, expect, it } from 'vitest'
import { brandFixture as testBrand } from '~/testing/brand-fixture.ts'
import { FEATURES_WITHOUT_BRAND, featureOn } from './features.ts'
import { navTarget } from './nav-target.ts'

describe('brand feature flags: pages and navigation (spec §1)', () => {
  const brand = testBrand({
    features: { horse_racing: true, lotteries: false, my_bets_hidden: true, virtual_gaming_arena: false },
  })

  it("reads the brand's flags, and today's site without a brand", () => {
    expect(featureOn(brand, 'horse_racing')).toBe(true)
    expect(featureOn(brand, 'lotteries')).toBe(false)
    expect(featureOn(null, 'share_bet')).toBe(FEATURES_WITHOUT_BRAND.share_bet)
    expect(featureOn(null, 'my_bets_hidden')).toBe(false)
  })

  it('drops the links of pages the brand switched off, and My Bets when hidden', () => {
    const link = (page: string) => navTarget({ type: 'page', page } as never, brand, 'en')
    expect(link('horse_racing')).toMatchObject({ kind: 'link', to: '/racing' })
    expect(link('lotteries')).toBeNull()
    expect(link('virtual_gaming_arena')).toBeNull()
    expect(link('bets_history')).toBeNull()
    const shown = testBrand({ features: { my_bets_hidden: false } })
    expect(navTarget({ type: 'page', page: 'bets_history' }, shown, 'en')).toMatchObject({ kind: 'my_bets' })
  })
})
