// Hunting and hunting tournaments (spec §3 Bonuses, §7): a campaign's points rules with the player's
// progress, and the tournament leaderboard. Amounts are BetMoney; ids are campaign ids 'c<n>'.
import { z } from '../../zod.ts'
import { BetMoney, CurrencyCode } from '../betting/money.ts'

/** A hunting's or tournament's rules and the signed-in player's state in it (visitors: zeros). */
export const PointsProgress = z.object({
  /** One point per `point_stake` staked, from `min_stake` up, at total odds ≥ the campaign's min_odds. */
  point_stake: BetMoney,
  min_stake: BetMoney,
  /** Hunting: a freebet of `potential_freebet_amount` every `potential_points`, at most `max_freebets`. */
  max_freebets: z.number().int().nullable(),
  potential_freebet_amount: BetMoney.nullable(),
  /** Tournament: the pool it started with, the pool now, and the prize of each place at this pool. */
  initial_pool: BetMoney.nullable(),
  pool: BetMoney.nullable(),
  prizes: z.array(BetMoney),
  /** Tournament: each place's share of the pool in basis points, best place first (domain tournamentPrizes). */
  prize_shares_bp: z.array(z.number().int().nonnegative()),
  ends_at: z.string().nullable(),
  finished: z.boolean(),
  /** The player joined (POST /bonuses/{id}/activate); only joined players farm points. */
  joined: z.boolean(),
  points: z.number().int().nonnegative(),
  bets_count: z.number().int().nonnegative(),
  avg_stake: BetMoney.nullable(),
  /** Hunting: points toward the next freebet, out of `potential_points` (tournament: both = points). */
  available_points: z.number().int().nonnegative(),
  potential_points: z.number().int().nonnegative(),
  farmed_freebets_count: z.number().int().nonnegative(),
  farmed_amount: BetMoney,
  /** Tournament: the player's place on the leaderboard; null when not on it. */
  position: z.number().int().positive().nullable(),
})
export type PointsProgress = z.infer<typeof PointsProgress>

/** Spec §3 leaderboard row; `farmed_amount` is the prize of the place (paid as a freebet at the end). */
export const LeaderboardRow = z.object({
  position: z.number().int().positive(),
  current_user: z.boolean(),
  /** The player's name as shown to others: first name and the initial of the last. */
  name: z.string(),
  points: z.number().int().nonnegative(),
  farmed_amount: BetMoney,
  currency_code: CurrencyCode,
  farmed_freebets_count: z.number().int().nonnegative(),
})
export type LeaderboardRow = z.infer<typeof LeaderboardRow>

/** GET /bonuses/tournaments/{id}/rating: a page of the leaderboard and the player's own row. */
export const TournamentRating = z.object({
  data: z.array(LeaderboardRow),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  limit: z.number().int(),
  current_user: LeaderboardRow.nullable(),
})
export type TournamentRating = z.infer<typeof TournamentRating>

/** Rating pages: limit up to 500 (spec §9), 4 by default like every bonus list. */
export const RatingQuery = z.object({
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  limit: z.coerce.number().int().positive().max(500).default(4),
})
export type RatingQuery = z.infer<typeof RatingQuery>

/** `tournament_pool_changed` on `public:{locale}`: a tournament's pool grew (throttled per tournament). */
export const TournamentPoolChangedEvent = z.object({
  type: z.literal('tournament_pool_changed'),
  tournament_id: z.string(),
  pool: BetMoney,
})
export type TournamentPoolChangedEvent = z.infer<typeof TournamentPoolChangedEvent>
