import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /player/activity_limit_track (trackActivity), every 60 s while limits exist. */
export const trackActivity = () =>
  apiSend('POST', '/player/activity_limit_track', lazySchema('ActivityTrack'), { api: 'platform' })
