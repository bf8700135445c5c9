// The payout cap of a bet (spec §5 "payout is capped by a maximum constant"): on its own, so the
// few rules that need it (settlement, the quote, My Bets' boost row) load nothing else.
import { MAX_PAYOUT_MAJOR } from '../constants.ts'
import { money, minorPerMajor, type Money } from '../money/money.ts'

/**
 * The payout cap of a bet in `currency`: the operator's `override` when it is in that currency (a cap
 * in another currency does not apply: e.g. settings in EUR while the slip still shows a restored EUR
 * ticket of a USD player, before it switches), else MAX_PAYOUT_MAJOR.
 */
export const maxPayout = (currency: Money['currency'], override?: Money): Money =>
  override && override.currency.code === currency.code
    ? override
    : money(MAX_PAYOUT_MAJOR * Number(minorPerMajor(currency)), currency)
