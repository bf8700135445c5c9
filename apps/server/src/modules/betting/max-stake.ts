// POST /bets/max-stake: the largest stake each bet could take now: the stake limit, the balance, and
// the stake at which its win reaches the maximum payout, priced at the current odds.
import type { MaxStakeRequest, MaxStakeResponse } from '@sportsbook/contract'
import { betInputType, fromMoney, ticketKind, type BetError } from '@sportsbook/contract'
import { betSummary, linesOf, minimum, money, wholeLines, type Bet, type Money } from '@sportsbook/domain'
import type { SessionPlayer } from '../accounts/index.ts'
import type { Db } from '../../db/client.ts'
import type { Wallet } from '../wallet/index.ts'
import { stakeLimits } from './constants.ts'
import { quoteCustomBets } from './custom/quote-bets.ts'
import { loadSnapshot } from './market-snapshot.ts'
import { loadPlayerFacts } from './player-facts.ts'
import { toDomainBet, validateBets, type PricedBet } from './validate-bets.ts'

/**
 * Largest stake whose potential win stays within the cap (wins grow with the stake, so bisect); a
 * system's is a whole number of lines (ADR 013), the most it may take.
 */
function maxStakeOf(bet: PricedBet, upper: Money, cap: Money): Money {
  const domain = toDomainBet(bet)
  return wholeLines(payoutLimitedStake(domain, upper, cap), linesOf(domain))
}

function payoutLimitedStake(bet: Bet, upper: Money, cap: Money): Money {
  const capped = (amount: number) => betSummary({ ...bet, stake: money(amount, upper.currency) }, cap).capped
  if (!capped(upper.amount)) return upper
  let [lo, hi] = [0, upper.amount]
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (capped(mid)) hi = mid
    else lo = mid
  }
  return money(lo, upper.currency)
}

export async function maxStakes(
  deps: { db: Db; wallet: Wallet },
  player: SessionPlayer,
  req: MaxStakeRequest,
): Promise<{ ok: true; body: MaxStakeResponse } | { ok: false; errors: BetError[] }> {
  const facts = await loadPlayerFacts(deps.db, player.id)
  const bets = req.bets.map((b) => ({ ...b, stake: { currency: b.stake.currency, value: 1 } }))
  const probe = { meta: { device_id: 'max-stake', quick: false, type: 'multi_single' as const }, bets }
  // Every move is accepted here: the answer is about current prices, not the ones the slip showed.
  const snapshot = await loadSnapshot(
    deps.db,
    bets.flatMap((b) => b.selections),
  )
  const request = { ...probe, meta: { ...probe.meta, type: metaType(bets) } }
  const custom = await quoteCustomBets(deps.db, request, snapshot)
  const v = validateBets(
    request,
    snapshot,
    { ...facts, policy: 'any' },
    {
      skipStakeLimits: true,
      ...(custom ? { custom } : {}),
    },
  )
  if (!v.ok) return { ok: false, errors: v.errors }
  const limits = stakeLimits(v.currency)
  const balance = await deps.wallet.balance(deps.db, player.id, v.currency)
  const upper = minimum(limits.maxStake, balance)
  return {
    ok: true,
    body: {
      data: v.bets.map((bet) => ({
        index: bet.index,
        max_stake: fromMoney(maxStakeOf(bet, upper, limits.maxPayout)),
        min_stake: fromMoney(limits.minStake),
      })),
    },
  }
}

/** The ticket kind of the asked bets: the contract's rule for the slip's placement meta. */
const metaType = (bets: MaxStakeRequest['bets']) =>
  ticketKind(bets.map((b) => ({ betType: betInputType(b) })))
