import type { Account, BetList, ServerBet } from '@sportsbook/contract'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { toasts } from '~/lib/toasts/toast-store.ts'
import { applyPrivateEvent, withBalance, withBet, withCashout } from './private-cache.ts'

const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })
const bet = (id: string, over: Partial<ServerBet> = {}): ServerBet => ({
  id,
  ref: `B-${id}`,
  type: 'single',
  status: 'waiting_results',
  result: 'no_results',
  stake: eur(1000),
  original_stake: eur(1000),
  win_amount: eur(2000),
  odds: 2,
  selections: [],
  created_at: '2026-11-21T03:00:00.000Z',
  settled_at: null,
  to_cashout: eur(900),
  cashed_out: eur(0),
  cashouts: [],
  cashout_rule: null,
  bonus: null,
  system: null,
  used_in_jackpot: false,
  is_vip: false,
  category: 'regular',
  ...over,
})
const list = (...data: ServerBet[]): BetList => ({
  data,
  pagination: { page: 1, limit: 500, total: data.length, last_page: 1 },
})
const accounts: Account[] = [
  { currency: 'EUR', balance: eur(5000), active: true },
  { currency: 'USD', balance: { value: 100, currency: 'USD', subunits: 2 }, active: false },
]

describe('private channel cache updates', () => {
  it('replaces the balance of the matching currency only', () => {
    const next = withBalance(accounts, eur(7500))!
    expect(next[0]).toEqual({ currency: 'EUR', balance: eur(7500), active: true })
    expect(next[1]).toBe(accounts[1])
    expect(withBalance(accounts, { value: 1, currency: 'GBP', subunits: 2 })).toBe(accounts)
    expect(withBalance(undefined, eur(1))).toBeUndefined()
  })

  it('replaces the matching bet and asks for a reload when the bet is new to the list', () => {
    const old = list(bet('1'), bet('2'))
    const settled = bet('2', { status: 'done', result: 'win_entire' })
    const next = withBet(old, settled)
    expect(next.missing).toBe(false)
    expect(next.list!.data[1]).toBe(settled)
    expect(next.list!.data[0]).toBe(old.data[0])
    expect(withBet(old, bet('3')).missing).toBe(true)
  })

  it('removes a VIP bet that became rejected', () => {
    const old = list(bet('1', { is_vip: true, status: 'submitted' }), bet('2'))
    const next = withBet(old, bet('1', { is_vip: true, status: 'rejected' }))
    expect(next.list!.data.map((b) => b.id)).toEqual(['2'])
    expect(withBet(list(), bet('9', { is_vip: true, status: 'rejected' })).missing).toBe(false)
  })

  it('sets the cash-out offer of one bet', () => {
    const old = list(bet('1'), bet('2'))
    const next = withCashout(old, '2', eur(1234))!
    expect(next.data[1]!.to_cashout).toEqual(eur(1234))
    expect(next.data[0]).toBe(old.data[0])
    expect(withCashout(next, '2', null)!.data[1]!.to_cashout).toBeNull()
    expect(withCashout(old, '404', eur(1))).toBe(old)
  })

  it('applies publications to every cached list and the accounts', () => {
    const qc = new QueryClient()
    qc.setQueryData(accountsQueryKey, accounts)
    qc.setQueryData(['bets', { status: 'open', result: 'all' }], list(bet('1')))
    qc.setQueryData(['bets', { status: 'all', result: 'all' }], list(bet('1'), bet('2')))
    applyPrivateEvent(qc, { type: 'balance_changed', balance: eur(42) })
    expect(qc.getQueryData<Account[]>(accountsQueryKey)![0]!.balance).toEqual(eur(42))
    applyPrivateEvent(qc, { type: 'bet_cashout_changed', bet_id: '1', to_cashout: eur(777) })
    applyPrivateEvent(qc, { type: 'bet_changed', bet: bet('2', { odds: 3 }) })
    const all = qc.getQueryData<BetList>(['bets', { status: 'all', result: 'all' }])!
    expect(all.data[0]!.to_cashout).toEqual(eur(777))
    expect(all.data[1]!.odds).toBe(3)
    const open = qc.getQueryData<BetList>(['bets', { status: 'open', result: 'all' }])!
    expect(open.data[0]!.to_cashout).toEqual(eur(777))
    expect(qc.getQueryState(['bets', { status: 'open', result: 'all' }])!.isInvalidated).toBe(true)
    const before = qc.getQueryData<BetList>(['bets', { status: 'all', result: 'all' }])
    applyPrivateEvent(qc, { type: 'provider_status_changed', provider: 'oddin', active: false })
    expect(qc.getQueryData<BetList>(['bets', { status: 'all', result: 'all' }])).toBe(before)
  })
})

describe('a VIP bet (spec §4 bet_changed)', () => {
  it('held for review stays listed as pending with a notice; rejected leaves the list with a notice', () => {
    const qc = new QueryClient()
    qc.setQueryData(['bets', { status: 'open' }], list(bet('1'), bet('2')))
    applyPrivateEvent(qc, { type: 'bet_changed', bet: bet('1', { status: 'submitted', is_vip: true }) })
    expect(qc.getQueryData<BetList>(['bets', { status: 'open' }])?.data.map((b) => b.status)).toEqual([
      'submitted',
      'waiting_results',
    ])
    expect(toasts.get()[0]).toMatchObject({ messageId: 'bets.toast.vip_review', values: { ref: 'B-1' } })
    applyPrivateEvent(qc, { type: 'bet_changed', bet: bet('1', { status: 'rejected', is_vip: true }) })
    expect(qc.getQueryData<BetList>(['bets', { status: 'open' }])?.data.map((b) => b.id)).toEqual(['2'])
    expect(toasts.get()[0]).toMatchObject({ messageId: 'bets.toast.vip_rejected', values: { ref: 'B-1' } })
  })

  it('says nothing of a bet that is not VIP', () => {
    const before = toasts.get()
    applyPrivateEvent(new QueryClient(), { type: 'bet_changed', bet: bet('3', { status: 'rejected' }) })
    expect(toasts.get()).toBe(before)
  })
})
