// Hunting and tournaments for the endpoints: lists and one campaign with the player's progress,
// terms, joining (POST /bonuses/{id}/activate) and the tournament leaderboard (spec §7).
import type {
  BonusCampaign,
  BonusListQuery,
  BonusTerms,
  CampaignList,
  TournamentRating,
} from '@sportsbook/contract'
import { ApiError } from '../../lib/api-error.ts'
import {
  campaignOpenTo,
  eligibilityOf,
  parseWireId,
  presentCampaign,
  type BonusDeps,
} from '../bonus-campaigns/index.ts'
import { moneyWireOf } from '@sportsbook/contract'
import { presentProgress, pointsStatus, prizesOf } from './presenters.ts'
import * as repo from './repository.ts'
import type { PointsCampaignRow, PointsKind } from './repository.ts'

/** The campaigns with the player's progress and status (a visitor sees the rules and zeros). */
async function present(deps: BonusDeps, userId: number | undefined, rows: readonly PointsCampaignRow[]) {
  const who = await eligibilityOf(deps.db, userId)
  const mine =
    userId === undefined
      ? []
      : await repo.selectPlayerPoints(
          deps.db,
          userId,
          rows.map((r) => r.id),
        )
  return Promise.all(
    rows.map(async (c): Promise<BonusCampaign> => {
      const own = mine.find((m) => m.campaign_id === c.id)
      const rank =
        userId !== undefined && c.type === 'tournament'
          ? await repo.selectRankOf(deps.db, c.id, userId)
          : undefined
      const status = userId === undefined ? 'available' : pointsStatus(c, own, campaignOpenTo(c, who))
      return { ...presentCampaign(c, status), points: presentProgress(c, own, rank?.position ?? null) }
    }),
  )
}

/** Fills in `points` and the status of the hunting and tournament campaigns of a GET /bonuses page. */
export async function withPointsProgress(
  deps: BonusDeps,
  userId: number | undefined,
  list: BonusCampaign[],
): Promise<BonusCampaign[]> {
  const ids = list
    .filter((c) => c.type === 'hunting' || c.type === 'tournament')
    .map((c) => parseWireId(c.id)!.n)
  if (ids.length === 0) return list
  const rows = (await Promise.all(ids.map((id) => repo.selectPointsCampaign(deps.db, id)))).filter((r) => !!r)
  const shown = await present(deps, userId, rows)
  return list.map((c) => shown.find((s) => s.id === c.id) ?? c)
}

export async function listPointsCampaigns(
  deps: BonusDeps,
  userId: number | undefined,
  kind: PointsKind,
  q: BonusListQuery,
): Promise<CampaignList> {
  const all = await present(deps, userId, await repo.selectLivePointsCampaigns(deps.db, kind, deps.now()))
  const shown = q.isAvailable ? all.filter((c) => c.status !== 'not_available') : all
  return {
    data: shown.slice((q.page - 1) * q.limit, q.page * q.limit),
    total: shown.length,
    page: q.page,
    limit: q.limit,
  }
}

async function rowOf(deps: BonusDeps, id: string, kind: PointsKind) {
  const parsed = parseWireId(id)
  const row = parsed?.kind === 'campaign' ? await repo.selectPointsCampaign(deps.db, parsed.n) : undefined
  if (!row || row.type !== kind) throw new ApiError('bonus_not_found', `No ${kind} ${id}`)
  return row
}

export async function pointsCampaignById(
  deps: BonusDeps,
  userId: number | undefined,
  id: string,
  kind: PointsKind,
) {
  const [shown] = await present(deps, userId, [await rowOf(deps, id, kind)])
  return shown!
}

export async function pointsTerms(deps: BonusDeps, id: string, kind: PointsKind): Promise<BonusTerms> {
  const row = await rowOf(deps, id, kind)
  return { id, name: row.name, terms: row.terms }
}

/** Joins a running hunting or tournament open to the player; twice, or when closed → bonus_not_available. */
export async function joinPointsCampaign(
  deps: BonusDeps,
  userId: number,
  id: string,
): Promise<BonusCampaign> {
  const parsed = parseWireId(id)
  const row = parsed?.kind === 'campaign' ? await repo.selectPointsCampaign(deps.db, parsed.n) : undefined
  if (!row) throw new ApiError('bonus_not_found', `No hunting or tournament ${id}`)
  const now = deps.now()
  const running = row.finished_at === null && (row.valid_to === null || new Date(row.valid_to) > now)
  if (!running || !campaignOpenTo(row, await eligibilityOf(deps.db, userId)))
    throw new ApiError('bonus_not_available', 'This promotion is not available for your account')
  if (!(await repo.insertPlayerPoints(deps.db, row.id, userId, now)))
    throw new ApiError('bonus_not_available', 'You have already joined this promotion')
  return pointsCampaignById(deps, userId, id, row.type as PointsKind)
}

/** A page of the leaderboard; each row's farmed_amount is its place's prize (paid at the end). */
export async function tournamentRating(
  deps: BonusDeps,
  userId: number | undefined,
  id: string,
  q: { page: number; limit: number },
): Promise<TournamentRating> {
  const c = await rowOf(deps, id, 'tournament')
  const prizes = prizesOf(c)
  const rows = await repo.selectLeaderboard(deps.db, c.id, q.limit, (q.page - 1) * q.limit)
  const row = (r: {
    position: number
    user_id: number
    name: string
    points: number
    freebets_count: number
  }) => ({
    position: r.position,
    current_user: r.user_id === userId,
    name: r.name,
    points: r.points,
    farmed_amount: moneyWireOf(prizes[r.position - 1]?.amount ?? 0, c.points_currency),
    currency_code: c.points_currency,
    farmed_freebets_count: r.freebets_count,
  })
  const total = rows[0]?.total ?? (await repo.selectLeaderboard(deps.db, c.id, 1, 0))[0]?.total ?? 0
  let mine = rows.find((r) => r.user_id === userId)
  if (!mine && userId !== undefined) {
    const rank = await repo.selectRankOf(deps.db, c.id, userId)
    if (rank) mine = (await repo.selectLeaderboard(deps.db, c.id, 1, rank.position - 1))[0]
  }
  return { data: rows.map(row), total, page: q.page, limit: q.limit, current_user: mine ? row(mine) : null }
}
