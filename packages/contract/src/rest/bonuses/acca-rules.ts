// The acca offers' wire turned into the domain's rules (ADR 032), without zod: the slip reads this on
// every page, so it imports the wire's type only.
import { currencyOf, money, type AccaBonusRule, type AccaInsuranceRule } from '@sportsbook/domain'
import type { AccaOffersWire } from './acca.ts'
import type { MoneyWire } from '../platform/money.ts'

const capOf = (m: MoneyWire) => money(m.value, currencyOf(m.currency))

/** The domain's rules from the wire (the slip's hint reads them). */
export function accaRulesFromWire(w: AccaOffersWire): {
  insurance?: AccaInsuranceRule
  bonus?: AccaBonusRule
} {
  return {
    ...(w.insurance && {
      insurance: {
        minLegs: w.insurance.min_legs,
        minOdds: w.insurance.min_odds,
        cap: capOf(w.insurance.cap),
      },
    }),
    ...(w.bonus && {
      bonus: {
        minOdds: w.bonus.min_odds,
        cap: capOf(w.bonus.cap),
        ranges: w.bonus.tiers.map((t) => ({
          minCount: t.min_legs,
          maxCount: t.max_legs,
          bonusOdds: 1 + t.percent / 100,
        })),
      },
    }),
  }
}
