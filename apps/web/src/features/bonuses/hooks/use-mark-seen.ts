import type { PlayerFreebet } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { markBonusesSeen } from '../api/mark-seen.ts'
import { BONUSES_QUERY_ROOT } from '../api/get-campaigns.ts'
import { unseenIds } from './unseen-ids.ts'

/** Spec §9: the bonus list is refreshed 1 s after it was shown as seen. */
export const SEEN_REFRESH_MS = 1000

/**
 * Marks the freebets the player is looking at as seen: one POST /bonuses/mark-as-seen with the
 * unseen ids, nothing when all are seen; each id is sent once per page view.
 */
export function useMarkSeen(freebets: readonly PlayerFreebet[] | undefined) {
  const qc = useQueryClient()
  const sent = useRef(new Set<string>())
  useEffect(() => {
    const ids = unseenIds(freebets ?? [], sent.current)
    if (ids.length === 0) return
    for (const id of ids) sent.current.add(id)
    let timer: ReturnType<typeof setTimeout> | undefined
    markBonusesSeen(ids)
      .then(() => {
        timer = setTimeout(() => void qc.invalidateQueries({ queryKey: BONUSES_QUERY_ROOT }), SEEN_REFRESH_MS)
      })
      .catch(() => {
        for (const id of ids) sent.current.delete(id)
      })
    return () => clearTimeout(timer)
  }, [freebets, qc])
}
