// Reality check (spec §1, §7 POST /sportsbook_sessions[/continue]): the sign-in session carries the
// time of the next prompt.
import type { SportsbookSession } from '@sportsbook/contract'
import type { Db } from '../../db/client.ts'
import { REALITY_CHECK_PERIOD_MS } from './constants.ts'
import { selectRealityCheck, setRealityCheckAt } from './repository/sessions-repository.ts'

async function row(db: Db, sessionId: string) {
  return (await selectRealityCheck(db, sessionId))!
}

const present = (
  r: { createdAt: Date; realityCheckAt: Date | null },
  now: Date,
  periodMs: number,
): SportsbookSession => ({
  started_at: r.createdAt.toISOString(),
  period: Math.max(1, Math.round(periodMs / 1000)),
  next_check_at: (r.realityCheckAt ?? new Date(r.createdAt.getTime() + periodMs)).toISOString(),
  duration: Math.max(0, Math.floor((now.getTime() - r.createdAt.getTime()) / 1000)),
})

/** `periodMs`: the player's reality-check limit, REALITY_CHECK_PERIOD_MS when they set none. */
export async function sportsbookSession(
  db: Db,
  sessionId: string,
  now: Date,
  periodMs = REALITY_CHECK_PERIOD_MS,
): Promise<SportsbookSession> {
  return present(await row(db, sessionId), now, periodMs)
}

/** The player chose to go on: the next prompt comes one period from now. */
export async function continueSession(
  db: Db,
  sessionId: string,
  now: Date,
  periodMs = REALITY_CHECK_PERIOD_MS,
): Promise<SportsbookSession> {
  await setRealityCheckAt(db, sessionId, new Date(now.getTime() + periodMs))
  return present(await row(db, sessionId), now, periodMs)
}
