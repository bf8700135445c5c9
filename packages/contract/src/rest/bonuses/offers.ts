// Wire bonuses → the domain's offers the slip picks from (spec §4 bonus list changes).
import { bonusId, findCurrency, money, type OfferedBonus } from '@sportsbook/domain'
import type { BonusCampaign, PlayerFreebet } from './bonuses.ts'

const bound = <K extends string>(key: K, v: number | null) =>
  (v === null ? {} : { [key]: v }) as Partial<Record<K, number>>

/** The comboboosts that apply (status active) and the player's active freebets and profit-boost tokens, as domain offers. */
export function offersFromWire(
  campaigns: readonly BonusCampaign[],
  freebets: readonly PlayerFreebet[],
): OfferedBonus[] {
  const boosts = campaigns
    .filter((c) => c.type === 'comboboost' && c.status === 'active')
    .map((c): OfferedBonus => ({
      id: bonusId(c.id),
      type: 'comboboost',
      minOdds: c.min_odds ?? 1,
      ranges: c.ranges.map((r) => ({
        minCount: r.min_count,
        maxCount: r.max_count,
        bonusOdds: r.bonus_odds,
      })),
    }))
  const free = freebets.flatMap((f): OfferedBonus[] => {
    const currency = findCurrency(f.amount.currency)
    if (!currency || f.status !== 'active') return []
    if (f.type === 'profit_boost') {
      const boostBp = f.boost_bp ?? 0
      if (boostBp <= 0) return []
      const maxStake = money(f.amount.value, currency)
      return [{ id: bonusId(f.id), type: f.type, boostBp, maxStake, ...bound('minOdds', f.min_odds) }]
    }
    return [
      {
        id: bonusId(f.id),
        type: f.type,
        amount: money(f.amount.value, currency),
        ...bound('minOdds', f.min_odds),
        ...bound('maxOdds', f.max_odds),
        ...bound('matchStatus', f.match_status),
        ...bound('selectionsFrom', f.selections_from),
        ...bound('selectionsTo', f.selections_to),
      },
    ]
  })
  return [...boosts, ...free]
}
