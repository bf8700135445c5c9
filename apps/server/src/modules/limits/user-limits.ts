// Setting, removing and confirming limits (RTS 12D): stricter applies now, looser waits the cooling
// period and a confirmation; self-exclusion and cooling-off end every session and cannot be lifted.
import type { SetUserLimitRequest, UserLimit } from '@sportsbook/contract'
import {
  coolingEndsAt,
  findCurrency,
  inLimitCurrency,
  isExclusion,
  isInForce,
  isMoneyLimit,
  limitChange,
  money,
  takesInterval,
  type LimitInterval,
  type LimitType,
} from '@sportsbook/domain'
import type { Db, Executor } from '../../db/client.ts'
import { ApiError, notFound } from '../../lib/api-error.ts'
import { endPlayerSessions, forgetPlayerSessions, type SessionPlayer } from '../accounts/index.ts'
import { exclusionMessage, type LinkBase, type Sender } from '../outbox/index.ts'
import {
  COOLING_OFF_MAX_S,
  COOLING_OFF_MIN_S,
  SELF_EXCLUSION_MAX_S,
  SELF_EXCLUSION_MIN_S,
  TIME_LIMIT_MIN_S,
} from './constants.ts'
import { presentLimit } from './presenters.ts'
import * as repo from './repository.ts'
import type { LimitRow } from './repository.ts'
import { LIMIT_RATES, moneyUsage } from './usage.ts'

const invalid = (message: string) => new ApiError('invalid_params', message)

/**
 * The limit's value as one number, "more is looser": seconds, or an amount counted in `currency`
 * (ADR 011: a limit set in another currency compares at LIMIT_RATES, rounded down, so a new value is a
 * raise, with its cooling period, unless it is truly lower).
 */
function valueOf(r: LimitRow, currency: string): number | null {
  const from = r.currency ? findCurrency(r.currency) : undefined
  const to = findCurrency(currency)
  if (r.amount === null || !from || !to) return r.amount ?? r.period
  return inLimitCurrency(money(r.amount, from), to, LIMIT_RATES, 'down') ?? 0
}

function checkRequest(body: SetUserLimitRequest): { value: number; interval: LimitInterval | null } {
  const { type } = body
  if (isMoneyLimit(type)) {
    if (body.amount === undefined) throw invalid(`A ${type} limit needs an amount`)
  } else if (body.period === undefined) throw invalid(`A ${type} limit needs a period in seconds`)
  if (type === 'coolingoff' && (body.period! < COOLING_OFF_MIN_S || body.period! > COOLING_OFF_MAX_S))
    throw invalid('A cooling-off lasts from one day to six weeks')
  if (
    type === 'selfexclusion' &&
    (body.period! < SELF_EXCLUSION_MIN_S || body.period! > SELF_EXCLUSION_MAX_S)
  )
    throw invalid('A self-exclusion lasts from six months to five years')
  if (!isMoneyLimit(type) && !isExclusion(type) && body.period! < TIME_LIMIT_MIN_S)
    throw invalid('A time limit is at least one minute')
  const interval = takesInterval(type) ? (body.interval ?? null) : null
  if (takesInterval(type) && !interval)
    throw invalid(`A ${type} limit needs an interval (day, week or month)`)
  return { value: (isMoneyLimit(type) ? body.amount : body.period)!, interval }
}

export async function listLimits(db: Executor, player: SessionPlayer, now: Date): Promise<UserLimit[]> {
  const rows = await repo.selectLiveLimits(db, player.id, now)
  const used = await moneyUsage(
    db,
    player.id,
    rows.filter((r) => isInForce(r.status)),
    now,
  )
  return rows.map((r) => presentLimit(r, used.get(r.id)))
}

async function withUsage(db: Executor, player: SessionPlayer, row: repo.LimitRow, now: Date) {
  const used = isInForce(row.status) ? await moneyUsage(db, player.id, [row], now) : new Map()
  return presentLimit(row, used.get(row.id))
}

/** How a self-exclusion or cooling-off is confirmed to the player: the sender and the web's address. */
export interface ExclusionMail extends LinkBase {
  sender: Sender
}

export async function setLimit(
  db: Db,
  player: SessionPlayer,
  body: SetUserLimitRequest,
  now: Date,
  mail?: ExclusionMail,
): Promise<UserLimit> {
  const { value, interval } = checkRequest(body)
  const type: LimitType = body.type
  const isMoney = isMoneyLimit(type)
  const base = {
    userId: player.id,
    type,
    amount: isMoney ? value : null,
    currency: isMoney ? player.currency : null,
    period: isMoney ? null : value,
    interval,
    createdAt: now,
    updatedAt: now,
  }
  if (isExclusion(type)) {
    const expiresAt = new Date(now.getTime() + value * 1000)
    const row = await db.transaction(async (tx) => {
      const r = await repo.insertLimit(tx, { ...base, status: 'active', expiresAt })
      await endPlayerSessions(tx, player.id)
      // Confirmed by e-mail in the same transaction: what was set and until when (issue #29).
      if (mail && player.email)
        await mail.sender.send(
          tx,
          exclusionMessage(mail, player.email, type as 'selfexclusion' | 'coolingoff', now, expiresAt),
          now,
        )
      return r
    })
    forgetPlayerSessions(player.id)
    return presentLimit(row)
  }
  const row = await db.transaction(async (tx) => {
    const current = (await repo.selectInForce(tx, player.id, [type], now, true)).find(
      (r) => r.interval === interval,
    )
    // One limit of a kind and window for the whole account (RTS 12B): a new one in another currency
    // replaces it, compared in the new one's currency.
    const change = limitChange(current ? valueOf(current, player.currency) : null, value)
    if (current && change === 'same') return current
    if (!current || change === 'tighten') {
      if (current) {
        await repo.cancelPendingOf(tx, current.id, now)
        await repo.setLimitStatus(tx, current.id, 'disabled', now)
      }
      return repo.insertLimit(tx, { ...base, status: 'active' })
    }
    // A raise: the current limit holds until the player confirms after the cooling period.
    await repo.cancelPendingOf(tx, current.id, now)
    return repo.insertLimit(tx, {
      ...base,
      status: 'unconfirmed',
      replacesId: current.id,
      effectiveAt: coolingEndsAt(now),
    })
  })
  return withUsage(db, player, row, now)
}

/** Removal: a pending raise is dropped at once; a limit in force waits the cooling period. */
export async function removeLimit(db: Db, player: SessionPlayer, id: number, now: Date): Promise<UserLimit> {
  const row = await db.transaction(async (tx) => {
    const r = await repo.selectLimit(tx, player.id, id)
    if (!r || r.status === 'disabled' || r.status === 'confirmed_disabled') throw notFound('Limit')
    if (isExclusion(r.type))
      throw new ApiError('limit_not_removable', 'A self-exclusion or cooling-off runs its full term')
    if (r.status === 'unconfirmed') return repo.setLimitStatus(tx, r.id, 'disabled', now)
    if (r.status === 'unconfirmed_disabled') return r
    await repo.cancelPendingOf(tx, r.id, now)
    return repo.setLimitStatus(tx, r.id, 'unconfirmed_disabled', now, coolingEndsAt(now))
  })
  return withUsage(db, player, row, now)
}

/** The player confirms a raise or removal once its cooling period is over. */
export async function confirmLimit(db: Db, player: SessionPlayer, id: number, now: Date): Promise<UserLimit> {
  const row = await db.transaction(async (tx) => {
    const r = await repo.selectLimit(tx, player.id, id)
    if (!r || (r.status !== 'unconfirmed' && r.status !== 'unconfirmed_disabled'))
      throw notFound('Pending change')
    if (r.effectiveAt && now.getTime() < r.effectiveAt.getTime())
      throw new ApiError(
        'limit_cooling_period',
        `This change can be confirmed from ${r.effectiveAt!.toISOString()}`,
      )
    if (r.status === 'unconfirmed_disabled') return repo.setLimitStatus(tx, r.id, 'confirmed_disabled', now)
    if (r.replacesId !== null) await repo.setLimitStatus(tx, r.replacesId, 'disabled', now)
    return repo.setLimitStatus(tx, r.id, 'confirmed', now)
  })
  return withUsage(db, player, row, now)
}
