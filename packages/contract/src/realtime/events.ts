/**
 * Realtime publications (spec §7 event names). Every publication's `data` is one of these, and it
 * is published with tags `{ event: <type> }` so tooling can filter without parsing.
 */
import { z } from '../zod.ts'
import { PlayerFreebet } from '../rest/bonuses/bonuses.ts'
import { TournamentPoolChangedEvent } from '../rest/bonuses/points.ts'
import { JackpotChangedEvent, JackpotHitEvent } from '../rest/jackpots/jackpots.ts'
import { Provider } from '../rest/common.ts'
import { Market } from '../rest/markets.ts'
import { Match } from '../rest/matches.ts'
import { MatchDetail } from '../rest/match-stats.ts'
import { ChatMessage } from '../rest/match-social.ts'
import { ServerBet } from '../rest/betting/bets.ts'
import { BetMoney } from '../rest/betting/money.ts'
import { Notification, UnreadCounters } from '../rest/notifications/notifications.ts'

/** The live part of a match that listings and the match header merge into their cached Match. */
export const MatchSummary = Match.pick({
  id: true,
  status: true,
  stage: true,
  start_time: true,
  statistics: true,
  bettable: true,
  availableMarketsCount: true,
  has_video: true,
  provider: true,
  bets_count: true,
})
export type MatchSummary = z.infer<typeof MatchSummary>

/** Score, clock, stage or other live fields changed. On `public:{locale}` and `match:{locale}:{id}`. */
export const MatchChangedEvent = z.object({
  type: z.literal('match_changed'),
  match: MatchSummary,
  /** On `match:{locale}:{id}` only: the statistics and timeline, when the feed's data moved (spec §7). */
  detail: MatchDetail.optional(),
})
/** Status changed (spec §4 codes); `bettable` follows it. On both channels. */
export const MatchStatusChangedEvent = z.object({
  type: z.literal('match_status_changed'),
  match: MatchSummary,
})
/**
 * Markets changed. On `match:{locale}:{id}` with every changed market; on `public:{locale}` only with
 * the changed markets of the main group that listings show. Markets with status 0 arrive so the
 * client can drop them (spec §4 merge rules).
 */
export const MarketsChangedEvent = z.object({
  type: z.literal('markets_changed'),
  match_id: z.number().int(),
  markets: z.array(Market),
})
export const ProviderStatusChangedEvent = z.object({
  type: z.literal('provider_status_changed'),
  provider: Provider,
  active: z.boolean(),
})

/** A bet of the player changed (placed, settled, cashed out): replaces the bet of the same id (spec §4). */
export const BetChangedEvent = z.object({ type: z.literal('bet_changed'), bet: ServerBet })
/** The cash-out offer of one open bet moved with the odds; null when cash-out is unavailable now. */
export const BetCashoutChangedEvent = z.object({
  type: z.literal('bet_cashout_changed'),
  bet_id: z.string(),
  to_cashout: BetMoney.nullable(),
})
/** The balance of one currency account changed; replaces the balance of that currency (spec §4). */
export const BalanceChangedEvent = z.object({ type: z.literal('balance_changed'), balance: BetMoney })
/** The player's unread counters changed (a notification arrived or was read). */
export const UnreadCountersChangedEvent = z.object({
  type: z.literal('unread_counters_changed'),
  counters: UnreadCounters,
})
/** A new notification of the player (spec §3 Notification); counters follow in their own event. */
export const NotificationEvent = z.object({ type: z.literal('notification'), notification: Notification })
/** A bonus was issued to the player (a promo code, a no-risk refund): the slip and /promotions refresh. */
export const BonusIssuedEvent = z.object({ type: z.literal('bonus_issued'), bonus: PlayerFreebet })
/** A message in a match's built-in chat room (issue 19), on `chat:{matchId}`. */
export const ChatMessageEvent = z.object({ type: z.literal('chat_message'), message: ChatMessage })

export const RealtimeEvent = z.discriminatedUnion('type', [
  MatchChangedEvent,
  MatchStatusChangedEvent,
  MarketsChangedEvent,
  ProviderStatusChangedEvent,
  BetChangedEvent,
  BetCashoutChangedEvent,
  BalanceChangedEvent,
  UnreadCountersChangedEvent,
  NotificationEvent,
  BonusIssuedEvent,
  TournamentPoolChangedEvent,
  JackpotChangedEvent,
  JackpotHitEvent,
  ChatMessageEvent,
])
export type RealtimeEvent = z.infer<typeof RealtimeEvent>
export type RealtimeEventType = RealtimeEvent['type']
export type MatchChangedEvent = z.infer<typeof MatchChangedEvent>
export type MatchStatusChangedEvent = z.infer<typeof MatchStatusChangedEvent>
export type MarketsChangedEvent = z.infer<typeof MarketsChangedEvent>
export type ProviderStatusChangedEvent = z.infer<typeof ProviderStatusChangedEvent>
export type BetChangedEvent = z.infer<typeof BetChangedEvent>
export type BetCashoutChangedEvent = z.infer<typeof BetCashoutChangedEvent>
export type BalanceChangedEvent = z.infer<typeof BalanceChangedEvent>
export type UnreadCountersChangedEvent = z.infer<typeof UnreadCountersChangedEvent>
export type NotificationEvent = z.infer<typeof NotificationEvent>
export type BonusIssuedEvent = z.infer<typeof BonusIssuedEvent>
export type ChatMessageEvent = z.infer<typeof ChatMessageEvent>
