// Acca offers at settlement and cash-out (ADR 032), in betting's unit of work under the per-bet lock:
// an insured combo lost by one leg gets min(stake, cap) as a freebet (promo liability, through the
// freebet issue path, never cash); a winning combo with an acca bonus gets its amount as an
// `acca_bonus` ledger line, which betting credits. A cash-out (full or partial) cancels both.
import {
  accaBonusAmount,
  accaInsuranceRefund,
  currencyOf,
  money,
  unscaleOdds,
  type AccaLeg,
  type Money,
} from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { campaignRows, issueFreebet } from '../bonus-campaigns/index.ts'
import {
  cancelOffers,
  endOffer,
  selectOpenOffers,
  setOfferFreebet,
  type AccaOfferRow,
} from './repository/acca-repository.ts'

/** A bet being settled, as its acca offers read it. */
export interface AccaSettling {
  betId: string
  userId: number
  currency: string
  stake: number
  payout: number
  /** Some of it was cashed out: the offers are cancelled, whatever the result. */
  cashedOut: boolean
  legs: readonly AccaLeg[]
}

/** An acca bonus to credit: its own ledger line (kind `acca_bonus`, ref `acca_bonus:bet:<id>`). */
export interface AccaCredit {
  userId: number
  amount: Money
  ref: string
}

function rewardOf(o: AccaOfferRow, bet: AccaSettling): Money {
  const c = currencyOf(bet.currency)
  const stake = money(bet.stake, c)
  const cap = money(Number(o.cap), c)
  const minOdds = unscaleOdds(o.min_odds_scaled)
  if (o.kind === 'acca_insurance')
    return accaInsuranceRefund({ minLegs: o.min_legs, minOdds, cap }, stake, bet.legs)
  const ranges = (o.ranges ?? []).map((r) => ({
    minCount: r.min_count,
    maxCount: r.max_count,
    bonusOdds: r.bonus_odds,
  }))
  return accaBonusAmount({ minOdds, ranges, cap }, stake, money(bet.payout, c), bet.legs)
}

/** A freebet of the insurance campaign, with none of the campaign's acca conditions on it. */
async function issueRefund(tx: Tx, o: AccaOfferRow, bet: AccaSettling, amount: number, now: Date) {
  const campaign = await campaignRows.selectCampaign(tx, o.campaign_id)
  if (!campaign) return
  const plain = {
    ...campaign,
    needs_activation: false,
    min_odds_scaled: null,
    max_odds_scaled: null,
    selections_from: null,
    selections_to: null,
    match_status: null,
  }
  const source = `acca_insurance:bet:${bet.betId}`
  const id = await issueFreebet(tx, plain, {
    userId: bet.userId,
    source,
    now,
    amount,
    currency: bet.currency,
    type: 'freebet',
  })
  await setOfferFreebet(tx, bet.betId, id)
}

/** How an offer ended, for the settled bet's push. */
export interface AccaEnded {
  betId: string
  kind: AccaOfferRow['kind']
  state: 'paid' | 'none' | 'cancelled'
  reward: number | null
}

/**
 * Decides the open offers of these settled bets, each once (an offer no longer open is skipped):
 * issues insurance freebets here and returns the acca bonuses for betting to credit.
 */
export async function settleAccaOffers(
  tx: Tx,
  bets: readonly AccaSettling[],
  now: Date,
): Promise<{ credits: AccaCredit[]; ended: AccaEnded[] }> {
  const offers = await selectOpenOffers(
    tx,
    bets.map((b) => b.betId),
  )
  const credits: AccaCredit[] = []
  const ended: AccaEnded[] = []
  if (offers.length === 0) return { credits, ended }
  const byId = new Map(bets.map((b) => [b.betId, b]))
  for (const o of offers) {
    const bet = byId.get(o.bet_id)
    if (!bet) continue
    const reward = bet.cashedOut ? undefined : rewardOf(o, bet)
    const state = bet.cashedOut ? 'cancelled' : reward && reward.amount > 0 ? 'paid' : 'none'
    const amount = state === 'paid' ? reward!.amount : null
    if (!(await endOffer(tx, { betId: o.bet_id, kind: o.kind, state, reward: amount, now }))) continue
    ended.push({ betId: o.bet_id, kind: o.kind, state, reward: amount })
    if (amount === null) continue
    if (o.kind === 'acca_insurance') await issueRefund(tx, o, bet, amount, now)
    else credits.push({ userId: bet.userId, amount: reward!, ref: `acca_bonus:bet:${bet.betId}` })
  }
  return { credits, ended }
}

/** A cash-out of the bet, full or partial, in its unit of work: its open acca offers end `cancelled`. */
export const cancelAccaOffers = (tx: Tx, betId: string, now: Date) => cancelOffers(tx, betId, now)
