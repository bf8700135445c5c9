// The slip's potential win of a single, combo or custom bet (bonus included): every selection
// winning. Settlement pays a winning bet through `settleBonusBet`, whose line return with every leg
// won is the same single rounding ⌊stake × Π odds × boost⌋ as `multiplyByOdds` here, and whose
// freebet rule is the same `freebetSettlement`: paid = quoted, held by the fast-check property
// `bonus/paid-as-quoted.test.ts`. (Not settleBet itself: the slip would then carry every settlement
// rule, and half-results with it, on each page's first load.)
import { money, zero, type Money } from '../money/money.ts'
import { multiplyByOdds } from '../money/multiply-by-odds.ts'
import { tryDecimalOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import { freebetSettlement } from './freebet-pay.ts'
import { boostBpOf, profitBoostAmount } from './profit-boost.ts'
import type { SettledBonus } from './settle.ts'
import { isFreebetType } from './types.ts'

/** What the bet pays if every selection wins: capped at `cap`; `capped` when the cap cut it. */
export function quoteWin(
  stake: Money,
  odds: readonly DecimalOdds[],
  cap: Money,
  bonus?: SettledBonus,
): { readonly win: Money; readonly capped: boolean } {
  if (odds.length === 0) return { win: zero(stake.currency), capped: false }
  const freebet = bonus && isFreebetType(bonus.type) ? bonus.type : undefined
  const profit = bonus?.type === 'profit_boost' ? boostBpOf(bonus.odds ?? 1) : undefined
  const boost = bonus && !freebet && profit === undefined ? tryDecimalOdds(bonus.odds ?? 1) : undefined
  // Capped one unit above the cap, so a return past the largest safe amount stays a number, and
  // "above the cap" can still be told from "exactly the cap".
  const over = multiplyByOdds(
    stake,
    boost ? [...odds, boost] : odds,
    'down',
    money(cap.amount + 1, cap.currency),
  )
  const capped = over.amount > cap.amount
  const gross = capped ? cap : over
  if (profit !== undefined) {
    // The boost on the return quoted, cut where return + boost would pass the cap.
    const extra = profitBoostAmount(stake, gross, profit, cap)
    const cut = extra.amount < profitBoostAmount(stake, gross, profit).amount
    return { win: money(gross.amount + extra.amount, stake.currency), capped: capped || cut }
  }
  if (!freebet) return { win: gross, capped }
  const settled = {
    result: gross.amount > 0 ? ('win_entire' as const) : ('lose_entire' as const),
    payout: gross,
  }
  return { win: freebetSettlement(freebet, stake, settled).cash, capped }
}
