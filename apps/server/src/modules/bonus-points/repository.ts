// SQL of hunting and tournaments: `points_campaigns` (rules, pool), `player_points` (who joined, what
// they farmed), `point_awards` (the points of each bet, once).
import { sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import type { CampaignRow } from '../bonus-campaigns/index.ts'

export type PointsKind = 'hunting' | 'tournament'

export type PointsCampaignRow = CampaignRow & {
  points_currency: string
  point_stake: number
  min_stake: number
  target_points: number | null
  max_freebets: number | null
  freebet_amount: number | null
  initial_pool: number | null
  pool_share_bp: number | null
  prize_shares_bp: number[] | null
  pool: number
  finished_at: string | Date | null
}

const SELECT = sql`select c.id, c.key, c.type, c.name, c.description, c.terms, c.amount::text, c.currency,
  c.min_odds_scaled, c.max_odds_scaled, c.selections_from, c.selections_to, c.match_status, c.ranges,
  c.country_codes, c.only_verified, c.needs_activation, c.valid_days, c.valid_to, c.banners,
  p.currency as points_currency, p.point_stake::float8 as point_stake, p.min_stake::float8 as min_stake,
  p.target_points, p.max_freebets, p.freebet_amount::float8 as freebet_amount,
  p.initial_pool::float8 as initial_pool, p.pool_share_bp, p.prize_shares_bp, p.pool::float8 as pool, p.finished_at
  from bonus_campaigns c join points_campaigns p on p.campaign_id = c.id`

/** Running campaigns of a kind (active, not past valid_to), oldest first. */
export async function selectLivePointsCampaigns(db: Executor, kind: PointsKind, now: Date) {
  const { rows } = await db.execute<PointsCampaignRow>(sql`${SELECT} where c.type = ${kind} and c.active
    and (c.valid_to is null or c.valid_to > ${now}) and p.finished_at is null order by c.id`)
  return rows
}

export async function selectPointsCampaign(db: Executor, id: number) {
  const { rows } = await db.execute<PointsCampaignRow>(sql`${SELECT} where c.id = ${id}`)
  return rows[0]
}

/** The campaign with its pool row locked (awards and the tournament's end queue on it). */
export async function lockPointsCampaign(tx: Tx, id: number) {
  const { rows } = await tx.execute<PointsCampaignRow>(sql`${SELECT} where c.id = ${id} for update of p`)
  return rows[0]
}

export type PlayerPointsRow = {
  campaign_id: number
  user_id: number
  points: number
  bets_count: number
  staked: number
  freebets_count: number
  farmed_amount: number
  reached_at: string | Date
}

const PLAYER = sql`select campaign_id, user_id, points, bets_count, staked::float8 as staked, freebets_count,
  farmed_amount::float8 as farmed_amount, reached_at from player_points`

export async function selectPlayerPoints(db: Executor, userId: number, campaignIds: readonly number[]) {
  if (campaignIds.length === 0) return []
  const { rows } = await db.execute<PlayerPointsRow>(sql`${PLAYER} where user_id = ${userId}
    and campaign_id = any(${sql.param(campaignIds)}::int[])`)
  return rows
}

/** Joins the player; false when they had joined before. */
export async function insertPlayerPoints(db: Executor, campaignId: number, userId: number, now: Date) {
  const { rows } =
    await db.execute(sql`insert into player_points (campaign_id, user_id, joined_at, reached_at)
    values (${campaignId}, ${userId}, ${now}, ${now}) on conflict do nothing returning 1`)
  return rows.length === 1
}

/** Records a bet's points once; false when the bet was awarded before. */
export async function insertAward(
  tx: Tx,
  a: { betId: string; campaignId: number; userId: number; points: number; stake: number; now: Date },
) {
  const { rows } =
    await tx.execute(sql`insert into point_awards (bet_id, campaign_id, user_id, points, stake, created_at)
    values (${a.betId}, ${a.campaignId}, ${a.userId}, ${a.points}, ${a.stake}, ${a.now})
    on conflict do nothing returning 1`)
  return rows.length === 1
}

/** Adds a bet to the player's totals (row locked); returns them after. */
export async function addPoints(
  tx: Tx,
  a: { campaignId: number; userId: number; points: number; stake: number; now: Date },
) {
  const { rows } =
    await tx.execute<PlayerPointsRow>(sql`update player_points set points = points + ${a.points},
      bets_count = bets_count + 1, staked = staked + ${a.stake},
      reached_at = case when ${a.points}::int > 0 then ${a.now}::timestamptz else reached_at end
    where campaign_id = ${a.campaignId} and user_id = ${a.userId}
    returning campaign_id, user_id, points, bets_count, staked::float8 as staked, freebets_count,
      farmed_amount::float8 as farmed_amount, reached_at`)
  return rows[0]
}

export async function addFarmed(tx: Tx, campaignId: number, userId: number, count: number, amount: number) {
  await tx.execute(sql`update player_points set freebets_count = freebets_count + ${count},
    farmed_amount = farmed_amount + ${amount} where campaign_id = ${campaignId} and user_id = ${userId}`)
}

export async function addToPool(tx: Tx, campaignId: number, amount: number) {
  await tx.execute(sql`update points_campaigns set pool = pool + ${amount} where campaign_id = ${campaignId}`)
}

export async function selectPools(db: Executor, ids: readonly number[]) {
  const { rows } = await db.execute<{
    id: number
    pool: number
    currency: string
  }>(sql`select campaign_id as id,
    pool::float8 as pool, currency from points_campaigns where campaign_id = any(${sql.param(ids)}::int[])`)
  return rows
}

export type RankedRow = PlayerPointsRow & { position: number; name: string }

/**
 * A page of the leaderboard: players with points, in the order of the domain's rankLeaderboard
 * (points, then who reached them first, then player id), with the name others see.
 */
export async function selectLeaderboard(db: Executor, campaignId: number, limit: number, offset: number) {
  const { rows } = await db.execute<
    RankedRow & { total: number }
  >(sql`select r.*, count(*) over ()::int as total
    from (select pp.campaign_id, pp.user_id, pp.points, pp.bets_count, pp.staked::float8 as staked,
        pp.freebets_count, pp.farmed_amount::float8 as farmed_amount, pp.reached_at,
        row_number() over (order by pp.points desc, pp.reached_at, pp.user_id)::int as position,
        coalesce(nullif(u.nickname, ''), nullif(trim(coalesce(u.first_name, '') || ' ' ||
          coalesce(left(u.last_name, 1) || '.', '')), ''), 'Player') as name
      from player_points pp join users u on u.id = pp.user_id
      where pp.campaign_id = ${campaignId} and pp.points > 0) r
    order by r.position limit ${limit} offset ${offset}`)
  return rows
}

/** The player's row of the leaderboard, or undefined when they have no points. */
export async function selectRankOf(db: Executor, campaignId: number, userId: number) {
  const { rows } = await db.execute<{ position: number; total: number }>(sql`select
      (select count(*) from player_points o where o.campaign_id = me.campaign_id and o.points > 0 and
        (o.points > me.points or (o.points = me.points and (o.reached_at, o.user_id) < (me.reached_at, me.user_id))))::int + 1
        as position,
      (select count(*) from player_points o where o.campaign_id = me.campaign_id and o.points > 0)::int as total
    from player_points me where me.campaign_id = ${campaignId} and me.user_id = ${userId} and me.points > 0`)
  return rows[0]
}

/** Every standing of a tournament with points (for its end). */
export async function selectStandings(tx: Tx, campaignId: number) {
  const { rows } = await tx.execute<PlayerPointsRow>(
    sql`${PLAYER} where campaign_id = ${campaignId} and points > 0`,
  )
  return rows
}

/** Tournaments past their end whose prizes are not paid yet. */
export async function selectDueTournaments(db: Executor, now: Date) {
  const { rows } = await db.execute<{ id: number }>(sql`select c.id from bonus_campaigns c
    join points_campaigns p on p.campaign_id = c.id
    where c.type = 'tournament' and p.finished_at is null and c.valid_to <= ${now}`)
  return rows.map((r) => r.id)
}

export async function markFinished(tx: Tx, campaignId: number, now: Date) {
  await tx.execute(sql`update points_campaigns set finished_at = ${now} where campaign_id = ${campaignId}`)
}

export type PointsRulesSeed = {
  currency: string
  pointStake: number
  minStake: number
  targetPoints?: number
  maxFreebets?: number
  freebetAmount?: number
  initialPool?: number
  poolShareBp?: number
  prizeSharesBp?: number[]
}

/** The rules of a seeded campaign (kept if present), and its end. */
export async function upsertPointsRules(
  db: Executor,
  campaignId: number,
  r: PointsRulesSeed,
  endsAt: Date | null,
) {
  const shares = r.prizeSharesBp ? sql`${JSON.stringify(r.prizeSharesBp)}::jsonb` : sql`null`
  await db.execute(sql`insert into points_campaigns (campaign_id, currency, point_stake, min_stake, target_points,
      max_freebets, freebet_amount, initial_pool, pool_share_bp, prize_shares_bp, pool)
    values (${campaignId}, ${r.currency}, ${r.pointStake}, ${r.minStake}, ${r.targetPoints ?? null},
      ${r.maxFreebets ?? null}, ${r.freebetAmount ?? null}, ${r.initialPool ?? null}, ${r.poolShareBp ?? null},
      ${shares}, ${r.initialPool ?? 0})
    on conflict (campaign_id) do nothing`)
  if (endsAt)
    await db.execute(
      sql`update bonus_campaigns set valid_to = ${endsAt} where id = ${campaignId} and valid_to is null`,
    )
}

/** The player's language (their private channel's locale). */
export async function selectLanguage(db: Executor, userId: number) {
  const { rows } = await db.execute<{ language: string }>(
    sql`select language from users where id = ${userId}`,
  )
  return rows[0]?.language ?? 'en'
}
