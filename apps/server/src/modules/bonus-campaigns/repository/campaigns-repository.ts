// SQL of `bonus_campaigns`: the operator's campaigns (seeded demo rows included).
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

export type CampaignRow = {
  id: number
  key: string
  type: string
  name: string
  description: string
  terms: string
  amount: string | null
  currency: string | null
  min_odds_scaled: number | null
  max_odds_scaled: number | null
  selections_from: number | null
  selections_to: number | null
  match_status: number | null
  ranges: { min_count: number; max_count: number; bonus_odds: number }[] | null
  country_codes: string[]
  only_verified: boolean
  needs_activation: boolean
  /** A profit-boost campaign's p in basis points; null otherwise. */
  boost_bp: number | null
  valid_days: number
  valid_to: string | Date | null
  banners: CampaignBanners | null
}

/** A campaign's banners (spec §3): desktop and mobile, each {id, url, alt}. */
export type CampaignBanners = {
  desktop: { id: string; url: string; alt: string } | null
  mobile: { id: string; url: string; alt: string } | null
}

const COLUMNS = sql`id, key, type, name, description, terms, amount::text, currency, min_odds_scaled,
  max_odds_scaled, selections_from, selections_to, match_status, ranges, country_codes, only_verified,
  needs_activation, boost_bp, valid_days, valid_to, banners`

/** Campaigns running at `now`, oldest first; `type` narrows to one type. */
export async function selectLiveCampaigns(db: Executor, now: Date, type?: string): Promise<CampaignRow[]> {
  const byType = type ? sql` and type = ${type}` : sql``
  const { rows } = await db.execute<CampaignRow>(sql`select ${COLUMNS} from bonus_campaigns
    where active and (valid_to is null or valid_to > ${now})${byType} order by id`)
  return rows
}

export async function selectCampaign(db: Executor, id: number): Promise<CampaignRow | undefined> {
  const { rows } = await db.execute<CampaignRow>(sql`select ${COLUMNS} from bonus_campaigns where id = ${id}`)
  return rows[0]
}

export type CampaignSeed = Omit<CampaignRow, 'id' | 'amount' | 'valid_to' | 'banners' | 'boost_bp'> & {
  amount: number | null
  boost_bp?: number | null
}

/** Inserts a campaign unless one with its key exists; returns the id either way. */
export async function upsertCampaign(db: Executor, c: CampaignSeed, now: Date): Promise<number> {
  const ranges = c.ranges ? sql`${JSON.stringify(c.ranges)}::jsonb` : sql`null`
  await db.execute(sql`insert into bonus_campaigns (key, type, name, description, terms, amount, currency,
      min_odds_scaled, max_odds_scaled, selections_from, selections_to, match_status, ranges, country_codes,
      only_verified, needs_activation, boost_bp, valid_days, created_at)
    values (${c.key}, ${c.type}, ${c.name}, ${c.description}, ${c.terms}, ${c.amount}, ${c.currency},
      ${c.min_odds_scaled}, ${c.max_odds_scaled}, ${c.selections_from}, ${c.selections_to}, ${c.match_status},
      ${ranges}, ${sql.param(c.country_codes)}::text[], ${c.only_verified}, ${c.needs_activation},
      ${c.boost_bp ?? null}, ${c.valid_days}, ${now})
    on conflict (key) do nothing`)
  const { rows } = await db.execute<{ id: number }>(sql`select id from bonus_campaigns where key = ${c.key}`)
  return rows[0]!.id
}

/** Sets the banners of the campaign with `key` where it has none (demo seeding; an operator's stay). */
export async function setBannersIfNone(db: Executor, key: string, banners: CampaignBanners): Promise<void> {
  await db.execute(sql`update bonus_campaigns set banners = ${JSON.stringify(banners)}::jsonb
    where key = ${key} and banners is null`)
}

/** The player's country and whether their phone is verified (spec §6 only_verified). */
export async function selectEligibility(db: Executor, userId: number) {
  return (await selectEligibilities(db, [userId])).get(userId)
}

/** `selectEligibility` of many players, by id. */
export async function selectEligibilities(db: Executor, userIds: readonly number[]) {
  const { rows } = await db.execute<{ id: number; country: string; verified: boolean }>(sql`
    select id, country, mobile_phone_verified_at is not null as verified from users
    where id = any(${sql.param(userIds)}::int[])`)
  return new Map(rows.map((r) => [r.id, { country: r.country, verified: r.verified }]))
}
