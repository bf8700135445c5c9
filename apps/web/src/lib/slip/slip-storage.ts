import { findCurrency, type Currency, type StoredBet } from '@sportsbook/domain'
import { readJson } from '../safe-storage.ts'

/** Spec §3 session keys: the slip's bets, the panel toggle, the quick bet. */
export const BETS_KEY = 'bets'
export const TOGGLE_KEY = 'betslip_toggle'
export const QUICK_BET_KEY = 'quick_bet'

export interface StoredSlip {
  readonly currency: Currency
  readonly bets: readonly StoredBet[]
}

/** The stored slip when it is well formed enough to hand to restoreBets, which drops the rest. */
export function readSlip(storage: Storage | undefined): StoredSlip | undefined {
  const value = readJson(storage, BETS_KEY)
  if (!value || typeof value !== 'object') return undefined
  const { currency, bets } = value as { currency?: { code?: unknown }; bets?: unknown }
  const c = typeof currency?.code === 'string' ? findCurrency(currency.code) : undefined
  if (!c || !Array.isArray(bets)) return undefined
  const valid = bets.filter(
    (b): b is StoredBet =>
      !!b &&
      typeof b === 'object' &&
      Array.isArray((b as StoredBet).selections) &&
      typeof (b as StoredBet).betType === 'string',
  )
  return { currency: c, bets: valid }
}
