// The limits service routes call (`app.limits`): the player's limits and their changes (`user-limits.ts`),
// the reality-check session, activity heartbeat and deposit reminder (`sessions.ts`), each on the
// database and clock it was made with.
import type { SetUserLimitRequest } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import type { SessionPlayer } from '../accounts/index.ts'
import { depositReminder, sessionInfo, trackActivity } from './sessions.ts'
import { confirmLimit, listLimits, removeLimit, setLimit, type ExclusionMail } from './user-limits.ts'

export function createLimitsService(db: Db, now: () => Date, mail: ExclusionMail) {
  return {
    list: (player: SessionPlayer) => listLimits(db, player, now()),
    /** Sets a limit; an exclusion is confirmed to the player by `mail`. */
    set: (player: SessionPlayer, body: SetUserLimitRequest) => setLimit(db, player, body, now(), mail),
    remove: (player: SessionPlayer, id: number) => removeLimit(db, player, id, now()),
    confirm: (player: SessionPlayer, id: number) => confirmLimit(db, player, id, now()),
    trackActivity: (player: SessionPlayer) => trackActivity(db, player, now()),
    depositReminder: (player: SessionPlayer) => depositReminder(db, player),
    /** The reality-check session; `goOn` continues it after a check. */
    session: (player: SessionPlayer, goOn = false) => sessionInfo(db, player, now(), goOn),
  }
}

export type LimitsService = ReturnType<typeof createLimitsService>
