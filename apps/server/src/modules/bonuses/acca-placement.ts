// Acca offers at placement (ADR 032): a straight pre-match combo gets, by itself, the first running
// insurance and the first running bonus campaign (in its currency) it qualifies for. Not on a freebet
// (its stake is not the player's, or a no-risk bet is insured already) nor with a profit-boost token
// (one promotion per bet, ADR 033); no acca bonus on top of a
// comboboost (one win booster per bet). Written in the placing transaction; the player's second
// insurance of a UTC day is left out.
import {
  accaBonusAtPlacement,
  accaInsured,
  accaOffersAllowed,
  scaleOdds,
  type AccaBet,
} from '@sportsbook/domain'
import type { Executor, Tx } from '../../db/client.ts'
import { accaCampaignsOf, bonusRuleOf, insuranceRuleOf } from './acca-campaigns.ts'
import { insertAccaOffers, type AccaOfferRecord } from './repository/acca-repository.ts'

/** A bet being placed, as the acca offers read it. */
export interface AccaCandidate extends AccaBet {
  betId: string
  currency: string
  /** The type of the bonus the bet names, if any. */
  bonusType?: string
}

const insurable = (b: AccaCandidate) => accaOffersAllowed(b.bonusType).insurance
const boostable = (b: AccaCandidate) => accaOffersAllowed(b.bonusType).bonus
const eligible = (b: AccaCandidate) => b.type === 'combo' && insurable(b)

/** The offers these bets earn (none without a qualifying combo: then no campaign is read). */
export async function accaOffersFor(
  db: Executor,
  userId: number,
  now: Date,
  bets: readonly AccaCandidate[],
): Promise<AccaOfferRecord[]> {
  if (!bets.some(eligible)) return []
  const campaigns = await accaCampaignsOf(db, userId, now)
  const day = now.toISOString().slice(0, 10)
  const out: AccaOfferRecord[] = []
  for (const bet of bets.filter(eligible)) {
    const base = { betId: bet.betId, userId, day }
    const mine = (c: { currency: string | null }) => c.currency === bet.currency
    const ins = campaigns.insurance.find((c) => mine(c) && accaInsured(insuranceRuleOf(c), bet))
    const bonuses = boostable(bet) ? campaigns.bonus.filter(mine) : []
    if (ins) {
      const rule = insuranceRuleOf(ins)
      out.push({
        ...base,
        kind: 'acca_insurance',
        campaignId: ins.id,
        minLegs: rule.minLegs,
        minOddsScaled: scaleOdds(rule.minOdds),
        ranges: null,
        percent: null,
        cap: rule.cap.amount,
      })
    }
    for (const c of bonuses) {
      const rule = bonusRuleOf(c)
      const percent = accaBonusAtPlacement(rule, bet)
      if (percent <= 0) continue
      out.push({
        ...base,
        kind: 'acca_bonus',
        campaignId: c.id,
        minLegs: 0,
        minOddsScaled: scaleOdds(rule.minOdds),
        ranges: c.ranges,
        percent,
        cap: rule.cap.amount,
      })
      break
    }
  }
  return out
}

/** In the placing transaction, after the bets are written. */
export const attachAccaOffers = (tx: Tx, offers: readonly AccaOfferRecord[]) => insertAccaOffers(tx, offers)
