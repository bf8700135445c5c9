// The reality check and time limits: session info with what was staked and won since sign-in,
// session-length limits (403 session_limit_reached), and the activity heartbeat that answers
// 'User is out of limit' once an activity or time limit is used up.
import {
  fromMoney,
  type ActivityTrack,
  type DepositReminderSettings,
  type SportsbookSession,
} from '@sportsbook/contract'
import {
  findCurrency,
  inLimitCurrency,
  LOSS_CHASE_MIN_LOSSES,
  money,
  usedAcrossCurrencies,
  periodStart,
} from '@sportsbook/domain'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { continueSession, sportsbookSession, STATUS_GROUPS, type SessionPlayer } from '../accounts/index.ts'
import {
  ACTIVITY_TRACK_INTERVAL_S,
  DEFAULT_DEPOSIT_REMINDER,
  DEPOSIT_REMINDER_BY_GROUP,
} from './constants.ts'
import * as repo from './repository.ts'
import { LIMIT_RATES, windowTotals } from './usage.ts'

const SESSION_TYPES = ['sportsbook_session', 'session', 'reality_check'] as const
const TIME_TYPES = ['activity', 'time'] as const

async function withNumbers(db: Db, player: SessionPlayer, s: SportsbookSession): Promise<SportsbookSession> {
  const currency = findCurrency(player.currency)
  if (!currency) return s
  // The session's stakes and returns in every currency, counted in the player's (ADR 011).
  const window = (await windowTotals(db, player.id, new Date(s.started_at))) ?? []
  const t = {
    stakes: usedAcrossCurrencies('wager', window, currency, LIMIT_RATES) ?? 0,
    returns: window.reduce(
      (sum, w) => sum + (inLimitCurrency(money(w.returns, w.currency), currency, LIMIT_RATES, 'down') ?? 0),
      0,
    ),
  }
  const recent = await repo.recentSettledBets(db, player.id, LOSS_CHASE_MIN_LOSSES)
  return {
    ...s,
    stakes: fromMoney(money(t.stakes, currency)),
    returns: fromMoney(money(t.returns, currency)),
    net_position: fromMoney(money(t.returns - t.stakes, currency)),
    recent_settled: recent.map((b) => ({
      stake: b.stake,
      returned: Number(b.returned),
      settled_at: b.settledAt!.toISOString(),
    })),
  }
}

/** Session info; 403 session_limit_reached once the session is as long as a session limit allows. */
export async function sessionInfo(db: Db, player: SessionPlayer, now: Date, goOn = false) {
  const rows = await repo.selectInForce(db, player.id, SESSION_TYPES, now)
  const reality = rows.find((r) => r.type === 'reality_check')?.period
  const periodMs = reality ? reality * 1000 : undefined
  const s = goOn
    ? await continueSession(db, player.sessionId, now, periodMs)
    : await sportsbookSession(db, player.sessionId, now, periodMs)
  const cap = rows.filter((r) => r.type !== 'reality_check' && r.period !== null)
  if (cap.some((r) => s.duration >= r.period!))
    throw new ApiError('session_limit_reached', 'You have reached your session time limit')
  return withNumbers(db, player, s)
}

const day = (d: Date) => d.toISOString().slice(0, 10)

/** The activity heartbeat: counts active time today; 403 'User is out of limit' once a limit is used up. */
export async function trackActivity(db: Db, player: SessionPlayer, now: Date): Promise<ActivityTrack> {
  await repo.addActivity(db, player.id, day(now), now, ACTIVITY_TRACK_INTERVAL_S)
  const rows = await repo.selectInForce(db, player.id, TIME_TYPES, now)
  const today = await repo.activitySince(db, player.id, day(now))
  let left: number | null = null
  for (const r of rows) {
    if (r.period === null) continue
    const from = periodStart(r.interval ?? 'day', now)
    const used =
      r.interval === 'day' || !r.interval ? today : await repo.activitySince(db, player.id, day(from))
    left = Math.min(left ?? Infinity, Math.max(0, r.period - used))
  }
  if (left === 0) throw new ApiError('out_of_limit', 'User is out of limit')
  return { active_seconds: today, remaining_seconds: left }
}

/** Deposit reminder settings of the player's group (their loyalty status group). */
export async function depositReminder(db: Db, player: SessionPlayer): Promise<DepositReminderSettings> {
  const points = await repo.compPointsOf(db, player.id)
  const group =
    STATUS_GROUPS.find((g) => points >= g.min_points && (g.max_points === null || points <= g.max_points))
      ?.id ?? null
  const s = (group !== null ? DEPOSIT_REMINDER_BY_GROUP[group] : undefined) ?? DEFAULT_DEPOSIT_REMINDER
  return { showDepositReminder: s.show, playerGroupId: group, remindAfter: s.remindAfterS }
}
