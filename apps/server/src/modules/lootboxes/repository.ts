// SQL of the lootbox and amount-based tables: bonus_campaign_rules, lootbox_chests,
// lootbox_players, freebet_boosts, amb_progress, amb_bets.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import type { ChestStatus } from '../../db/schema/index.ts'
import { unnestRows } from '../../db/unnest.ts'

export async function upsertRules(db: Executor, campaignId: number, rules: object) {
  await db.execute(sql`insert into bonus_campaign_rules (campaign_id, rules)
    values (${campaignId}, ${JSON.stringify(rules)}::jsonb)
    on conflict (campaign_id) do update set rules = excluded.rules`)
}

export async function selectRules(db: Executor, campaignIds: readonly number[]) {
  if (campaignIds.length === 0) return new Map<number, unknown>()
  const { rows } = await db.execute<{ campaign_id: number; rules: unknown }>(sql`select campaign_id, rules
    from bonus_campaign_rules where campaign_id = any(${sql.param(campaignIds)}::int[])`)
  return new Map(rows.map((r) => [r.campaign_id, r.rules]))
}

export type ChestRow = {
  id: string
  campaign_id: number
  bet_id: string
  level: number
  kind: 'win' | 'loss'
  status: ChestStatus
  prize: string
  currency: string
  player_bonus_id: string | null
  farmed_at: string | Date
}
const CHEST = sql`id::text, campaign_id, bet_id::text, level, kind, status, prize::text, currency,
  player_bonus_id::text, farmed_at`

export async function selectChests(db: Executor, userId: number, campaignIds: readonly number[]) {
  const { rows } = await db.execute<ChestRow>(sql`select ${CHEST} from lootbox_chests
    where user_id = ${userId} and campaign_id = any(${sql.param(campaignIds)}::int[]) order by id desc`)
  return rows
}

export type LootboxPlayerRow = {
  campaign_id: number
  farmed_event_ids: number[]
  boosts_used: number
  used_in_bets: number
}

/** The player's lootbox state; used_in_bets counts the lootbox's freebets spent on bets. */
export async function selectLootboxPlayers(db: Executor, userId: number, campaignIds: readonly number[]) {
  const { rows } = await db.execute<LootboxPlayerRow>(sql`select c.id as campaign_id,
      coalesce(lp.farmed_event_ids, '{}') as farmed_event_ids, coalesce(lp.boosts_used, 0) as boosts_used,
      (select count(*)::int from player_bonuses pb where pb.user_id = ${userId} and pb.status = 'used'
        and pb.source like 'lootbox:c' || c.id || ':%') as used_in_bets
    from bonus_campaigns c left join lootbox_players lp on lp.campaign_id = c.id and lp.user_id = ${userId}
    where c.id = any(${sql.param(campaignIds)}::int[])`)
  return new Map(rows.map((r) => [r.campaign_id, r]))
}

/** Creates or locks the player's lootbox row: farming and boosting of one player serialise on it. */
export async function lockLootboxPlayer(tx: Executor, campaignId: number, userId: number) {
  const { rows } = await tx.execute<{ farmed_event_ids: number[]; boosts_used: number }>(sql`
    insert into lootbox_players (campaign_id, user_id) values (${campaignId}, ${userId})
    on conflict (campaign_id, user_id) do update set boosts_used = lootbox_players.boosts_used
    returning farmed_event_ids, boosts_used`)
  return rows[0]!
}

/** Sets the events each player farmed in the lootbox (rows the caller locked). */
export async function setFarmedEvents(
  tx: Executor,
  campaignId: number,
  players: readonly [number, number[]][],
) {
  await tx.execute(sql`update lootbox_players p set farmed_event_ids = x.ids::int[]
    from unnest(${sql.param(players.map(([u]) => u))}::int[], ${sql.param(players.map(([, ids]) => `{${ids.join(',')}}`))}::text[])
      as x(user_id, ids)
    where p.campaign_id = ${campaignId} and p.user_id = x.user_id`)
}

/**
 * The lootbox rows of these players (created when missing), locked in player order: their farmed
 * events by player.
 */
export async function lockLootboxPlayers(tx: Executor, campaignId: number, userIds: readonly number[]) {
  const { rows } = await tx.execute<{ user_id: number; farmed_event_ids: number[] }>(sql`
    insert into lootbox_players (campaign_id, user_id)
    select ${campaignId}, u from unnest(${sql.param(userIds)}::int[]) as u order by u
    on conflict (campaign_id, user_id) do update set boosts_used = lootbox_players.boosts_used
    returning user_id, farmed_event_ids`)
  return new Map(rows.map((r) => [r.user_id, r.farmed_event_ids]))
}

export type NewChest = {
  campaignId: number
  userId: number
  betId: string
  level: number
  kind: string
  prize: number
  currency: string
}

/** Inserts the chests of bets; a bet that already farmed one (settlement ran twice) is skipped. */
export async function insertChests(tx: Executor, chests: readonly NewChest[], now: Date) {
  await tx.execute(sql`insert into lootbox_chests (campaign_id, user_id, bet_id, level, kind, status, prize,
      currency, farmed_at)
    select campaign_id, user_id, bet_id, level, kind, 'closed', prize, currency, ${now}
    from ${unnestRows(chests, [
      ['campaign_id', 'int', (c) => c.campaignId],
      ['user_id', 'int', (c) => c.userId],
      ['bet_id', 'bigint', (c) => c.betId],
      ['level', 'int', (c) => c.level],
      ['kind', 'text', (c) => c.kind],
      ['prize', 'bigint', (c) => c.prize],
      ['currency', 'text', (c) => c.currency],
    ])}
    on conflict (campaign_id, bet_id) do nothing`)
}

/** Locks the player's oldest closed chest of the lootbox; a chest another open holds is skipped. */
export async function lockOldestClosedChest(tx: Executor, campaignId: number, userId: number) {
  const { rows } = await tx.execute<ChestRow>(sql`select ${CHEST} from lootbox_chests
    where campaign_id = ${campaignId} and user_id = ${userId} and status = 'closed'
    order by id limit 1 for update skip locked`)
  return rows[0]
}

export async function markChestOpened(tx: Executor, id: string, playerBonusId: number, now: Date) {
  await tx.execute(sql`update lootbox_chests set status = 'opened', player_bonus_id = ${playerBonusId},
    opened_at = ${now} where id = ${id}`)
}

export async function selectChest(db: Executor, id: string) {
  const { rows } = await db.execute<ChestRow>(sql`select ${CHEST} from lootbox_chests where id = ${id}`)
  return rows[0]!
}

export async function recordBoost(
  tx: Executor,
  b: {
    playerBonusId: number
    campaignId: number
    userId: number
    multiplierScaled: number
    amountBefore: number
    amountAfter: number
    now: Date
  },
) {
  const { rows } = await tx.execute(sql`insert into freebet_boosts (player_bonus_id, campaign_id,
      multiplier_scaled, amount_before, boosted_at)
    values (${b.playerBonusId}, ${b.campaignId}, ${b.multiplierScaled}, ${b.amountBefore}, ${b.now})
    on conflict do nothing returning 1`)
  if (rows.length === 0) return false
  await tx.execute(sql`update player_bonuses set amount = ${b.amountAfter} where id = ${b.playerBonusId}`)
  await tx.execute(sql`update lootbox_players set boosts_used = boosts_used + 1
    where campaign_id = ${b.campaignId} and user_id = ${b.userId}`)
  return true
}

export async function selectBoost(db: Executor, playerBonusId: number) {
  const { rows } = await db.execute<{
    campaign_id: number
    multiplier_scaled: number
    amount_before: string
    boosted_at: string | Date
  }>(
    sql`select campaign_id, multiplier_scaled, amount_before::text, boosted_at from freebet_boosts
      where player_bonus_id = ${playerBonusId}`,
  )
  return rows[0]
}

export type AmbProgressRow = {
  campaign_id: number
  bets_count: number
  freebets_count: number
  issued_amount: string
}

export async function selectAmbProgress(db: Executor, userId: number, campaignIds: readonly number[]) {
  const { rows } = await db.execute<AmbProgressRow>(sql`select campaign_id, bets_count, freebets_count,
      issued_amount::text from amb_progress
    where user_id = ${userId} and campaign_id = any(${sql.param(campaignIds)}::int[])`)
  return new Map(rows.map((r) => [r.campaign_id, r]))
}

/** Counts bets once per campaign: the ids of those counted now (not before). */
export async function claimAmbBets(tx: Executor, campaignId: number, betIds: readonly string[]) {
  const { rows } = await tx.execute<{ bet_id: string }>(sql`insert into amb_bets (campaign_id, bet_id)
    select ${campaignId}, b from unnest(${sql.param(betIds)}::bigint[]) as b
    on conflict do nothing returning bet_id::text`)
  return new Set(rows.map((r) => r.bet_id))
}

export type AmbProgress = { betsCount: number; freebetsCount: number; issuedAmount: number }

/** The progress rows of these players (created when missing), locked in player order. */
export async function lockAmbProgress(tx: Executor, campaignId: number, userIds: readonly number[]) {
  const { rows } = await tx.execute<{ user_id: number } & Omit<AmbProgressRow, 'campaign_id'>>(sql`
    insert into amb_progress (campaign_id, user_id)
    select ${campaignId}, u from unnest(${sql.param(userIds)}::int[]) as u order by u
    on conflict (campaign_id, user_id) do update set bets_count = amb_progress.bets_count
    returning user_id, bets_count, freebets_count, issued_amount::text`)
  return new Map<number, AmbProgress>(
    rows.map((r) => [
      r.user_id,
      { betsCount: r.bets_count, freebetsCount: r.freebets_count, issuedAmount: Number(r.issued_amount) },
    ]),
  )
}

export async function updateAmbProgresses(
  tx: Executor,
  campaignId: number,
  players: readonly [number, AmbProgress][],
) {
  await tx.execute(sql`update amb_progress a set bets_count = x.b, freebets_count = x.f, issued_amount = x.i
    from ${unnestRows(players, [
      ['u', 'int', ([u]) => u],
      ['b', 'int', ([, p]) => p.betsCount],
      ['f', 'int', ([, p]) => p.freebetsCount],
      ['i', 'bigint', ([, p]) => p.issuedAmount],
    ])}
    where a.campaign_id = ${campaignId} and a.user_id = x.u`)
}

/** Locks a player's freebet row (boosting and placement serialise on it). */
export async function lockPlayerFreebet(tx: Executor, userId: number, id: number) {
  const { rows } = await tx.execute<{
    source: string
    status: string
    amount: string
    currency: string
    expires_at: string | Date
  }>(
    sql`select source, status, amount::text, currency, expires_at from player_bonuses
      where id = ${id} and user_id = ${userId} for update`,
  )
  return rows[0]
}
