// Acca insurance and acca bonus campaigns (ADR 032): operator rows of bonus_campaigns with types
// 'acca_insurance' / 'acca_bonus', read as the domain's rules. Insurance: selections_from = minimum
// legs, min_odds_scaled = minimum odds per leg, amount + currency = the freebet's cap, valid_days = the
// freebet's life. Bonus: min_odds_scaled per counting leg, ranges = comboboost's tier table (bonus_odds
// 1.1 = +10 % of the winnings), amount + currency = the cap.
import { fromMoney, type AccaOffersWire } from '@sportsbook/contract'
import {
  currencyOf,
  money,
  unscaleOdds,
  type AccaBonusRule,
  type AccaInsuranceRule,
} from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { campaignOpenTo, campaignRows, type CampaignRow } from '../bonus-campaigns/index.ts'

export const ACCA_TYPES: ReadonlySet<string> = new Set(['acca_insurance', 'acca_bonus'])

const capOf = (c: CampaignRow) => money(Number(c.amount ?? 0), currencyOf(c.currency ?? 'EUR'))

export const insuranceRuleOf = (c: CampaignRow): AccaInsuranceRule => ({
  minLegs: c.selections_from ?? 0,
  minOdds: unscaleOdds(c.min_odds_scaled ?? 0),
  cap: capOf(c),
})

export const bonusRuleOf = (c: CampaignRow): AccaBonusRule => ({
  minOdds: unscaleOdds(c.min_odds_scaled ?? 0),
  cap: capOf(c),
  ranges: (c.ranges ?? []).map((r) => ({
    minCount: r.min_count,
    maxCount: r.max_count,
    bonusOdds: r.bonus_odds,
  })),
})

/** The running acca campaigns open to the player, oldest first (the first that fits a bet applies). */
export async function accaCampaignsOf(db: Executor, userId: number | undefined, now: Date) {
  const [who, rows] = await Promise.all([
    userId === undefined ? undefined : campaignRows.selectEligibility(db, userId),
    campaignRows.selectLiveCampaigns(db, now),
  ])
  const open = rows.filter(
    (c) => ACCA_TYPES.has(c.type) && c.currency && (userId === undefined || campaignOpenTo(c, who)),
  )
  return {
    insurance: open.filter((c) => c.type === 'acca_insurance'),
    bonus: open.filter((c) => c.type === 'acca_bonus'),
  }
}

const percentOf = (bonusOdds: number) => Math.round((bonusOdds - 1) * 10_000) / 100

/** GET /bonuses/acca: the first running offer of each kind, as the slip reads it. */
export async function accaOffers(
  db: Executor,
  userId: number | undefined,
  now: Date,
): Promise<AccaOffersWire> {
  const { insurance, bonus } = await accaCampaignsOf(db, userId, now)
  const ins = insurance[0]
  const bon = bonus[0]
  return {
    insurance: ins
      ? {
          min_legs: ins.selections_from ?? 0,
          min_odds: unscaleOdds(ins.min_odds_scaled ?? 0),
          cap: fromMoney(capOf(ins)),
        }
      : null,
    bonus: bon
      ? {
          min_odds: unscaleOdds(bon.min_odds_scaled ?? 0),
          cap: fromMoney(capOf(bon)),
          tiers: (bon.ranges ?? []).map((r) => ({
            min_legs: r.min_count,
            max_legs: r.max_count,
            percent: percentOf(r.bonus_odds),
          })),
        }
      : null,
  }
}
