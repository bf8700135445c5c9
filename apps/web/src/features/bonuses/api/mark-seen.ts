import { MarkSeenResponse } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /bonuses/mark-as-seen with the unseen ids only (spec §5); callers send nothing when none. */
export const markBonusesSeen = (ids: readonly string[]) =>
  apiSend('POST', '/bonuses/mark-as-seen', MarkSeenResponse, { body: { ids } })
