// Lootboxes, freebet boosts and amount-based freebet progress (spec §3 Bonuses, §7; issue #13).
// A lootbox and an amount-based campaign are campaigns ('c<n>'); a chest is a number.
import { z } from '../../zod.ts'
import { BetMoney } from '../betting/money.ts'
import { BonusIdParam, BonusListQuery, BonusUserStatus, CampaignBanners, PlayerFreebet } from './bonuses.ts'

export const ChestWire = z.object({
  id: z.number().int().positive(),
  /** 1 small, 2 medium, 3 large (spec §9). */
  level: z.number().int().min(1).max(3),
  /** The result of the bet that farmed it. */
  kind: z.enum(['win', 'loss']),
  status: z.enum(['closed', 'opened']),
  bet_id: z.string(),
  farmed_at: z.string(),
  /** The freebet inside: shown once the chest is opened, null while closed. */
  prize: BetMoney.nullable(),
  /** The freebet opening issued ('f<n>'), null while closed. */
  bonus_id: z.string().nullable(),
})
export type ChestWire = z.infer<typeof ChestWire>

const Prizes = z.tuple([BetMoney, BetMoney, BetMoney])

/** A lootbox campaign with the player's progress (visitors: empty progress). */
export const Lootbox = z.object({
  id: BonusIdParam,
  type: z.literal('lootbox'),
  /** Operator key; the web shows `bonus.campaign.<key>.name` when its catalogue has it. */
  key: z.string(),
  name: z.string(),
  description: z.string(),
  status: BonusUserStatus,
  valid_to: z.string().nullable(),
  banners: CampaignBanners.optional(),
  min_odds: z.number(),
  min_stake: BetMoney,
  farm_once_per_event: z.boolean(),
  /** Total odds giving a level-2 and a level-3 chest. */
  level_odds: z.tuple([z.number(), z.number()]),
  prizes: z.object({ win: Prizes, loss: Prizes }),
  /** Events the player has farmed a chest on (farm_once_per_event). */
  farmed_event_ids: z.array(z.number().int()),
  /** Bets that farmed a chest. */
  bets_count: z.number().int().nonnegative(),
  /** The lootbox's freebets the player has used in bets. */
  used_in_bets: z.number().int().nonnegative(),
  /** Every this many freebets used earn one boost. */
  freebets_to_boost: z.number().int().nonnegative(),
  boost_multiplier: z.number(),
  boosts_available: z.number().int().nonnegative(),
  chests: z.array(ChestWire),
})
export type Lootbox = z.infer<typeof Lootbox>
export const LootboxList = z.object({
  data: z.array(Lootbox),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type LootboxList = z.infer<typeof LootboxList>

/** POST /bonuses/lootboxes/{id}/open: the oldest closed chest is opened and its freebet issued. */
export const OpenChestResponse = z.object({ chest: ChestWire, bonus: PlayerFreebet })
export type OpenChestResponse = z.infer<typeof OpenChestResponse>

/** POST /bonuses/{id}/boost: the freebet, and its boost data. */
export const FreebetBoostWire = z.object({
  multiplier: z.number(),
  amount_before: BetMoney,
  amount: BetMoney,
  boosted_at: z.string(),
  lootbox_id: BonusIdParam,
})
export const BoostResponse = z.object({ bonus: PlayerFreebet, boost: FreebetBoostWire })
export type BoostResponse = z.infer<typeof BoostResponse>

/** An amount-based freebet progress item (spec §3): its conditions and the player's progress. */
export const AmbItem = z.object({
  id: BonusIdParam,
  key: z.string(),
  name: z.string(),
  description: z.string(),
  status: BonusUserStatus,
  valid_to: z.string().nullable(),
  banners: CampaignBanners.optional(),
  /** Each freebet's amount. */
  amount: BetMoney,
  min_stake: BetMoney,
  min_odds: z.number(),
  conditions: z.object({
    /** Qualifying settled bets per freebet. */
    bets_count: z.number().int().positive(),
    /** Freebets one player can get at most. */
    freebets_count: z.number().int().positive(),
  }),
  bets_count: z.number().int().nonnegative(),
  freebets_count: z.number().int().nonnegative(),
  issued_amount: BetMoney,
  /** Bets counted toward the next freebet (conditions.bets_count when every freebet was issued). */
  toward_next: z.number().int().nonnegative(),
})
export type AmbItem = z.infer<typeof AmbItem>
export const AmbList = z.object({
  data: z.array(AmbItem),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type AmbList = z.infer<typeof AmbList>

/** POST /bonuses/freebets/amb takes the list's filters in the body. */
export const AmbListBody = BonusListQuery.pick({ page: true, limit: true }).partial()
