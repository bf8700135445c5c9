// Auto cash-out and alerts firing (issue #30, ADR 029). After each re-pricing (`refreshOffers`), the
// active rules whose bet's offer reached the threshold fire, the bettor online or not: each in ONE unit
// of work on the bet's lock, where the rule is re-read and the offer recomputed (by `cashOutLocked` for
// an auto rule). An auto rule pays the offer at that moment, never below its threshold (whatever the
// player's odds-change preference): under it, nothing is written and the rule stays armed for the next
// tick. A notify rule sends one `cashout_alert` and is consumed. A bet with a live leg waits the live
// bet delay first (off the feed's chain, `RuleTimers`), then is checked again the same way.
import { setTimeout as sleep } from 'node:timers/promises'
import { fromMoney } from '@sportsbook/contract'
import { currencyOf, isMatchLive, money, ruleFires, type CashoutRule, type Money } from '@sportsbook/domain'
import { ApiError } from '../../lib/api-error.ts'
import { notify } from '../notifications/index.ts'
import { offerFor } from './cashout-offer.ts'
import { cashOutLocked } from './cashout.ts'
import { loadSnapshot } from './market-snapshot.ts'
import { presentBet } from './presenters.ts'
import type { BetRow } from './repository/bets-repository.ts'
import { activeRulesOf, endActiveRules, type CashoutRuleRow } from './repository/cashout-rules-repository.ts'
import type { SettlementDeps } from './settlement.ts'
import { inUnitOfWork, lockOpenBets, type LockedBet, type UnitOfWork } from './unit-of-work.ts'

/** The in-process timers of rules waiting the live bet delay, one per rule however many ticks see it. */
export interface RuleTimers {
  schedule(ruleId: string, delayMs: number, fire: () => Promise<unknown>): void
  /** Resolves once every waiting rule has been tried (tests; the server's close). */
  idle(): Promise<void>
}

export function createRuleTimers(onError: (err: unknown) => void): RuleTimers {
  const pending = new Map<string, Promise<void>>()
  return {
    schedule(ruleId, delayMs, fire) {
      if (pending.has(ruleId)) return
      const run = sleep(delayMs)
        .then(fire)
        .then(() => undefined, onError)
        .finally(() => pending.delete(ruleId))
      pending.set(ruleId, run)
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending.values())
    },
  }
}

export type RuleDeps = SettlementDeps & { liveBetDelayMs?: number; ruleTimers?: RuleTimers }

/** A rule whose bet's offer, just priced, reached its threshold. */
export interface DueRule {
  rule: CashoutRuleRow
  betId: string
  /** A leg of the bet is on a live match: the live bet delay applies. */
  live: boolean
}

export const domainRule = (r: CashoutRuleRow): CashoutRule => {
  const currency = currencyOf(r.currency)
  return {
    kind: r.kind,
    threshold: money(Number(r.threshold), currency),
    ...(r.amount !== null && { amount: money(Number(r.amount), currency) }),
  }
}

const isLive = (row: BetRow) =>
  row.selections.some((s) => s.result === null && isMatchLive(s.match_status ?? 0))

/** The active rules of these just-priced bets whose offer meets their threshold (one read for all). */
export async function dueRules(
  deps: Pick<SettlementDeps, 'db'>,
  priced: readonly { row: BetRow; offer: Money | undefined }[],
): Promise<DueRule[]> {
  const reached = priced.filter((p) => p.offer !== undefined)
  const rules = await activeRulesOf(
    deps.db,
    reached.map((p) => p.row.id),
  )
  const byBet = new Map(reached.map((p) => [p.row.id, p]))
  return rules.flatMap((rule) => {
    const p = byBet.get(rule.bet_id)
    return p && ruleFires(domainRule(rule), p.offer)
      ? [{ rule, betId: rule.bet_id, live: isLive(p.row) }]
      : []
  })
}

/** A notify rule: one alert, the rule consumed, no money. */
async function alert(deps: RuleDeps, uow: UnitOfWork, row: LockedBet, rule: CashoutRuleRow, offer: Money) {
  const now = deps.now()
  await endActiveRules(uow.tx, [row.id], 'fired', now)
  await notify(uow.tx, {
    playerId: row.user_id,
    kind: 'cashout_alert',
    objectId: row.id,
    at: now,
    payload: {
      bet_id: row.id,
      threshold: fromMoney(domainRule(rule).threshold),
      offer: fromMoney(offer),
    },
  })
  const bet = presentBet({ ...row, cashout_rule: null }, offer)
  uow.afterCommit(() => deps.bets.betChanged(row.user_id, row.language, bet))
}

/** An auto rule: `cashOutLocked` pays the offer now if it is at least the threshold, else refuses. */
async function autoCashOut(deps: RuleDeps, uow: UnitOfWork, row: LockedBet, rule: CashoutRuleRow) {
  const currency = row.currency
  const done = await cashOutLocked(
    deps,
    uow,
    row,
    {
      bet_id: row.id,
      to_cashout: { value: Number(rule.threshold), currency },
      ...(rule.amount !== null && { amount: { value: Number(rule.amount), currency } }),
    },
    // 'higher' against the threshold: an offer at or above it is paid, one below it refused.
    'higher',
    'auto_cashout',
  )
  const bet = presentBet(done.row, offerFor(done.row, await loadSnapshot(uow.tx, row.selections)))
  uow.afterCommit(() => {
    deps.bets.betChanged(row.user_id, row.language, bet)
    void deps.publishBalance(row.user_id, row.language, done.balance)
  })
}

/**
 * Fires one due rule in its own unit of work: the bet locked, the rule re-read (gone if the bet was
 * settled, cashed out or the rule removed or fired meanwhile), the offer recomputed. Returns what
 * happened; `armed` when the offer fell back under the threshold (nothing written).
 */
export async function fireRule(deps: RuleDeps, due: DueRule): Promise<'fired' | 'armed' | 'gone'> {
  try {
    return await inUnitOfWork(deps.db, async (uow) => {
      const [row] = await lockOpenBets(uow, [due.betId])
      if (!row) return 'gone'
      const [rule] = await activeRulesOf(uow.tx, [row.id])
      if (!rule || rule.id !== due.rule.id) return 'gone'
      if (rule.kind === 'auto') {
        await autoCashOut(deps, uow, row, rule)
        return 'fired'
      }
      const offer = offerFor(row, await loadSnapshot(uow.tx, row.selections))
      if (!ruleFires(domainRule(rule), offer)) return 'armed'
      await alert(deps, uow, row, rule, offer)
      return 'fired'
    })
  } catch (err) {
    // The offer fell under the threshold, or cash-out went away, between the tick and the lock.
    if (
      err instanceof ApiError &&
      (err.code === 'cashout_offer_changed' || err.code === 'cashout_unavailable')
    )
      return 'armed'
    throw err
  }
}

/**
 * Fires the due rules: pre-match ones now, one after the other; those with a live leg after the live
 * bet delay, on their own timer (the feed's chain does not wait), each checked again when it ends.
 */
export async function fireDueRules(deps: RuleDeps, due: readonly DueRule[]): Promise<void> {
  const delay = deps.liveBetDelayMs ?? 0
  for (const d of due) {
    if (d.live && delay > 0 && deps.ruleTimers)
      deps.ruleTimers.schedule(d.rule.id, delay, () => fireRule(deps, d))
    else await fireRule(deps, d)
  }
}
