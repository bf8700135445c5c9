import type { Account, BetList, BetMoney, RealtimeEvent, ServerBet } from '@sportsbook/contract'
import type { QueryClient } from '@tanstack/react-query'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { JACKPOT_HIT_REACTION_MS, JACKPOTS_QUERY_ROOT } from './jackpot-keys.ts'

/**
 * Private-channel events (spec §4, §7) applied to the query cache: balance_changed replaces the
 * balance of its currency, bet_changed replaces the bet of its id (a VIP bet that became rejected
 * leaves), bet_cashout_changed sets the offer of one bet. Unchanged data keeps its identity.
 */

/** Every bonus list (campaigns, freebets, the slip's offers) is cached under this root. */
export const BONUSES_QUERY_ROOT = ['bonuses'] as const

/** Every my-bets list is cached under this root (`['bets', filters]`). */
export const BETS_QUERY_ROOT = ['bets'] as const

export function withBalance(accounts: readonly Account[] | undefined, balance: BetMoney) {
  if (!accounts?.some((a) => a.currency === balance.currency)) return accounts
  return accounts.map((a) => (a.currency === balance.currency ? { ...a, balance } : a))
}

/** `missing`: the bet is not in this list (placed after it loaded), so the list wants a reload. */
export function withBet(
  list: BetList | undefined,
  bet: ServerBet,
): { list: BetList | undefined; missing: boolean } {
  if (!list) return { list, missing: false }
  const i = list.data.findIndex((b) => b.id === bet.id)
  if (i < 0) return { list, missing: !(bet.is_vip && bet.status === 'rejected') }
  const data =
    bet.is_vip && bet.status === 'rejected'
      ? list.data.filter((b) => b.id !== bet.id)
      : list.data.with(i, bet)
  return { list: { ...list, data }, missing: false }
}

export function withCashout(list: BetList | undefined, betId: string, toCashout: BetMoney | null) {
  const i = list?.data.findIndex((b) => b.id === betId) ?? -1
  if (!list || i < 0) return list
  return { ...list, data: list.data.with(i, { ...list.data[i]!, to_cashout: toCashout }) }
}

/**
 * Spec §4 VIP bets, as a bettor expects to hear of them: held for a trader's approval, or declined
 * (the bet leaves My Bets, the stake is back in the balance). An accepted one just plays on.
 */
function vipNotice(bet: ServerBet): void {
  if (!bet.is_vip) return
  if (bet.status === 'submitted') toasts.show('bets.toast.vip_review', { ref: bet.ref })
  else if (bet.status === 'rejected') toasts.show('bets.toast.vip_rejected', { ref: bet.ref })
}

/** Applies one event of the player's private channel; any other event is ignored. */
export function applyPrivateEvent(qc: QueryClient, event: RealtimeEvent): void {
  if (event.type === 'balance_changed') {
    qc.setQueryData<readonly Account[]>(accountsQueryKey, (old) => withBalance(old, event.balance))
  } else if (event.type === 'bet_changed') {
    vipNotice(event.bet)
    for (const [key, old] of qc.getQueriesData<BetList>({ queryKey: BETS_QUERY_ROOT })) {
      const next = withBet(old, event.bet)
      if (next.missing) void qc.invalidateQueries({ queryKey: key, exact: true })
      else if (next.list !== old) qc.setQueryData(key, next.list)
    }
  } else if (event.type === 'bonus_issued') {
    // Spec §2 toaster (top-right, 5 s); the slip's offers and /promotions reload.
    toasts.show('bonus.toast.issued', { name: event.bonus.name })
    void qc.invalidateQueries({ queryKey: BONUSES_QUERY_ROOT })
  } else if (event.type === 'jackpot_hit') {
    // Spec §2/§9: the toaster after the 1 s reaction delay; the hit modal reads the unseen hits.
    const { jackpot_name: jackpot, level_name: level } = event.hit
    setTimeout(() => {
      toasts.show('jackpot.toast.hit', { jackpot, level })
      void qc.invalidateQueries({ queryKey: JACKPOTS_QUERY_ROOT })
    }, JACKPOT_HIT_REACTION_MS)
  } else if (event.type === 'bet_cashout_changed') {
    qc.setQueriesData<BetList>({ queryKey: BETS_QUERY_ROOT }, (old) =>
      withCashout(old, event.bet_id, event.to_cashout),
    )
  }
}
