import { useEffect, useState } from 'react'
import { ApiError } from '~/lib/api-client.ts'
import { trackActivity } from '../api/track-activity.ts'

/** Spec §9: activity is tracked every 60 s while the player has limits. */
export const ACTIVITY_TRACK_MS = 60_000
/** Spec §8: the answer once the activity limit is reached. */
export const OUT_OF_LIMIT_MESSAGE = 'User is out of limit'

/**
 * Calls POST /player/activity_limit_track every ACTIVITY_TRACK_MS while `active`; true once the server
 * answers that the player is out of limit. A 401 is not swallowed as "fine": apiSend has already raised
 * the session-expired event (spec §8), which signs the player out and stops this tracker.
 */
export function useActivityTracker(active: boolean): boolean {
  const [out, setOut] = useState(false)
  useEffect(() => {
    if (!active) return
    const tick = () =>
      trackActivity().catch((e: unknown) => {
        if (e instanceof ApiError && (e.code === 'out_of_limit' || e.message === OUT_OF_LIMIT_MESSAGE))
          setOut(true)
      })
    void tick()
    const id = window.setInterval(() => void tick(), ACTIVITY_TRACK_MS)
    return () => window.clearInterval(id)
  }, [active])
  return out
}
