import { Brand, type BrandInput } from '@sportsbook/contract'

/** A valid brand (the contract fills defaults) with `over` on top, for tests of brand-driven behaviour. */
export const brandFixture = (over: Partial<BrandInput> = {}): Brand =>
  Brand.parse({
    id: 'test',
    name: 'Test Bet',
    theme: { colors: { dark: {}, light: {} }, logo: { text: 'Test Bet' } },
    locales: ['en'],
    currencies: ['EUR'],
    navigation: {},
    pages: { home: [{ kind: 'divider' }] },
    content: { about: { en: 'About' }, general_rules: { en: 'Rules' } },
    ...over,
  })
