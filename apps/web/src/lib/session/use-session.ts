import type { Account, Player } from '@sportsbook/contract'
import { toMoney } from '@sportsbook/contract'
import { EUR, findCurrency, type Currency, type Money } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getOpenModal, openModal } from '~/lib/modal/modal-store.ts'
import { useHydrated } from '~/lib/use-hydrated.ts'
import { accountsQueryKey, useAccounts } from './get-accounts.ts'
import { playerQueryKey, usePlayer } from './get-player.ts'
import { endingSession, onUnauthorized } from './session-events.ts'

/** Auth status of spec §4: unknown before the browser asked, pending while it asks. */
export type AuthStatus = 'unknown' | 'pending' | 'logged_in' | 'not_logged_in'

/** A visitor's slip is priced in this currency until a player signs in. */
export const VISITOR_CURRENCY: Currency = EUR

export interface Session {
  readonly status: AuthStatus
  readonly player: Player | null
  readonly accounts: readonly Account[]
  readonly activeAccount: Account | undefined
  /** Balance available to bet in the active currency. */
  readonly balance: Money | undefined
  readonly currency: Currency
}

/** Spec §3: logged in when an email or an auth phone is present. */
export const isLoggedIn = (p: Player | null | undefined): p is Player =>
  !!p && (p.email !== null || p.auth_phone_number !== null)

/** Display name falls back from full name to nickname, email, then phone (spec §3). */
export function displayName(p: Player): string {
  const full = [p.first_name, p.last_name].filter(Boolean).join(' ')
  return full || p.nickname || p.email || p.auth_phone_number || p.mobile_phone || ''
}

/** What the server renders: it never knows the player (the session lives in the browser). */
const SERVER_SESSION: Session = {
  status: 'unknown',
  player: null,
  accounts: [],
  activeAccount: undefined,
  balance: undefined,
  currency: VISITOR_CURRENCY,
}

/**
 * The player, accounts and balance as one value; every component reading the session uses this.
 * While the page hydrates it is the server's (no player), so parts that hydrate after the player
 * arrived (their code loads late) still match the server's HTML; they re-render with the player next.
 */
export function useSession(): Session {
  const hydrated = useHydrated()
  const player = usePlayer()
  const data = player.data
  const loggedIn = isLoggedIn(data)
  const accounts = useAccounts(loggedIn)
  const list = loggedIn ? (accounts.data ?? []) : []
  const activeAccount = list.find((a) => a.active) ?? list[0]
  const currency =
    findCurrency(activeAccount?.currency ?? (isLoggedIn(data) ? data.currency : '')) ?? VISITOR_CURRENCY
  const status: AuthStatus =
    player.fetchStatus === 'idle' && player.data === undefined
      ? 'unknown'
      : player.data === undefined
        ? 'pending'
        : loggedIn
          ? 'logged_in'
          : 'not_logged_in'
  if (!hydrated) return SERVER_SESSION
  return {
    status,
    player: isLoggedIn(data) ? data : null,
    accounts: list,
    activeAccount,
    balance: activeAccount ? toMoney(activeAccount.balance) : undefined,
    currency,
  }
}

/**
 * A 401 anywhere means the session is gone: forget the player so the header shows Sign In, and
 * when a player was signed in, reopen sign-in (spec §4). An action that hit the 401 opens it
 * itself with its own resume callback (`requireSession`), which this does not replace.
 */
export function useSessionExpiry(): void {
  const qc = useQueryClient()
  useEffect(
    () =>
      onUnauthorized(() => {
        // The player ending their own session (an exclusion) is not asked to sign in again.
        const wasSignedIn = isLoggedIn(qc.getQueryData<Player | null>(playerQueryKey)) && !endingSession()
        qc.setQueryData(playerQueryKey, null)
        qc.removeQueries({ queryKey: accountsQueryKey })
        // After the current call stack, so an action's own sign-in (with its callback) comes first.
        if (wasSignedIn)
          queueMicrotask(() => {
            if (!getOpenModal()) openModal('sign-in', { params: { reason: 'expired' } })
          })
      }),
    [qc],
  )
}
