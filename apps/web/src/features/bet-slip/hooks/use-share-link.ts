import { referenceRate } from '@sportsbook/domain'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { openModal } from '~/lib/modal/modal-store.ts'
import { ApiError } from '~/lib/api-client.ts'
import { openSlip } from '~/lib/slip/slip-ui.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import { getSharedBets } from '../api/get-shared-bets.ts'
import { storedFromShared } from './shared-bets.ts'

/** Query names that carry a share code: spec §2 `betcode`, and the reference backend's `share_code`. */
export const SHARE_CODE_PARAMS = ['betcode', 'share_code'] as const

/** Why a share link could not fill the slip: the three cases of the share-bet-not-found modal (spec §8). */
export type ShareFailure = 'link-not-found' | 'link-try-another-bet' | 'link-try-later'

export async function restoreShared(code: string): Promise<ShareFailure | null> {
  try {
    const shared = await getSharedBets(code)
    const bets = storedFromShared(shared)
    if (bets.length === 0) return 'link-try-another-bet'
    // Stakes shared in another currency are converted to the slip's (spec §4) at the reference rates.
    dispatchSlip({ type: 'restore', bets, rate: referenceRate })
    openSlip('BET_SLIP')
    return null
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return 'link-not-found'
    return 'link-try-later'
  }
}

/** Opens a share link (spec §2): the code leaves the URL, the slip is restored or the modal says why not. */
export function useShareLink(): void {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const query = new URLSearchParams(search)
    const name = SHARE_CODE_PARAMS.find((n) => query.has(n))
    if (!name) return
    const code = query.get(name) ?? ''
    SHARE_CODE_PARAMS.forEach((n) => query.delete(n))
    const qs = query.toString()
    void navigate(`${pathname}${qs ? `?${qs}` : ''}${hash}`, { replace: true, preventScrollReset: true })
    void restoreShared(code).then((failure) => {
      if (failure) openModal('share-bet-not-found', { params: { reason: failure } })
    })
  }, [pathname, search, hash, navigate])
}
