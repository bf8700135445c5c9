// Notifications of a player (spec §3 Notification, §7 /notifications and /counters). The server writes
// one row per event in the event's own transaction; the web app renders each kind from its payload.
import { z } from '../../zod.ts'
import { pageOf } from '../common.ts'
import { BET_RESULTS } from '@sportsbook/domain'
import { BetMoney } from '../betting/money.ts'

/** A settled bet in the player's words: won (paid more than nothing back), lost, or void (stake back). */
export const BetSettledOutcome = z.enum(['won', 'lost', 'void'])
export type BetSettledOutcome = z.infer<typeof BetSettledOutcome>

export const BetSettledPayload = z.object({
  bet_id: z.string(),
  result: z.enum(BET_RESULTS),
  outcome: BetSettledOutcome,
  stake: BetMoney,
  /** What was paid back (0 when lost). */
  amount: BetMoney,
  /** Settled by early payout (ADR 031): its side led by the offer's margin; "Your bet was paid early". */
  early_payout: z.literal(true).optional(),
})
/** `auto`: paid by the bettor's auto cash-out rule (issue #30), not by a request of theirs. */
export const CashoutDonePayload = z.object({
  bet_id: z.string(),
  amount: BetMoney,
  full: z.boolean(),
  auto: z.boolean().optional(),
})
/** A notify rule fired (issue #30): the offer reached the bettor's threshold; nothing was cashed out. */
export const CashoutAlertPayload = z.object({ bet_id: z.string(), threshold: BetMoney, offer: BetMoney })
/** A leg of a multiple paid early (ADR 031): won at this score; the other legs keep running. */
export const LegPaidEarlyPayload = z.object({
  bet_id: z.string(),
  match_name: z.string(),
  home: z.number().int(),
  away: z.number().int(),
})
export const DepositCreditedPayload = z.object({ amount: BetMoney, balance: BetMoney })
/** Written by the bonuses module (kept open until it settles its fields). */
export const BonusIssuedPayload = z.looseObject({ name: z.string().optional(), amount: BetMoney.optional() })
/** A jackpot level the player's bet dropped, paid to the balance (written by the jackpots module). */
export const JackpotHitPayload = z.object({
  hit_id: z.string(),
  jackpot_id: z.string(),
  jackpot_name: z.string(),
  level_name: z.string(),
  amount: BetMoney,
})
/** Written by the safer-gambling limits module (kept open until it settles its fields). */
export const LimitReachedPayload = z.looseObject({ limit_type: z.string(), amount: BetMoney.optional() })

const base = {
  id: z.number().int().positive(),
  title: z.string(),
  body: z.string(),
  caption: z.string().nullable(),
  object_id: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
}

/** One notification: `type` is the kind, `payload` its facts, title/body an English fallback text. */
export const Notification = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('bet_settled'),
    object_type: z.literal('bet'),
    payload: BetSettledPayload,
  }),
  z.object({
    ...base,
    type: z.literal('cashout_done'),
    object_type: z.literal('bet'),
    payload: CashoutDonePayload,
  }),
  z.object({
    ...base,
    type: z.literal('cashout_alert'),
    object_type: z.literal('bet'),
    payload: CashoutAlertPayload,
  }),
  z.object({
    ...base,
    type: z.literal('leg_paid_early'),
    object_type: z.literal('bet'),
    payload: LegPaidEarlyPayload,
  }),
  z.object({
    ...base,
    type: z.literal('deposit_credited'),
    object_type: z.literal('payment'),
    payload: DepositCreditedPayload,
  }),
  z.object({
    ...base,
    type: z.literal('bonus_issued'),
    object_type: z.literal('bonus'),
    payload: BonusIssuedPayload,
  }),
  z.object({
    ...base,
    type: z.literal('limit_reached'),
    object_type: z.literal('limit'),
    payload: LimitReachedPayload,
  }),
  z.object({
    ...base,
    type: z.literal('jackpot_hit'),
    object_type: z.literal('jackpot_hit'),
    payload: JackpotHitPayload,
  }),
])
export type Notification = z.infer<typeof Notification>
export type NotificationKind = Notification['type']
export const NOTIFICATION_KINDS = [
  'bet_settled',
  'cashout_done',
  'cashout_alert',
  'leg_paid_early',
  'deposit_credited',
  'bonus_issued',
  'limit_reached',
  'jackpot_hit',
] as const satisfies readonly NotificationKind[]

/** Spec §9: list limit 500 (also the default, as for bets); the web app asks for a page it can show. */
export const NotificationListQuery = z.object({
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  limit: z.coerce.number().int().positive().max(500).default(500),
})
export type NotificationListQuery = z.infer<typeof NotificationListQuery>
export const NotificationList = pageOf(Notification)
export type NotificationList = z.infer<typeof NotificationList>

/** Unread counts of the player; more counters may join (each a name here). */
export const UnreadCounters = z.object({ notifications: z.number().int().nonnegative() })
export type UnreadCounters = z.infer<typeof UnreadCounters>
export const COUNTER_NAMES = ['notifications'] as const

/** POST /counters: the named counters (all when `names` is absent), in one answer. */
export const CountersRequest = z
  .object({ names: z.array(z.enum(COUNTER_NAMES)).min(1).max(COUNTER_NAMES.length).optional() })
  .nullish()
export const CountersResponse = z.object({ counters: UnreadCounters.partial() })
export type CountersResponse = z.infer<typeof CountersResponse>

/** POST /notifications/read: ids of the player's notifications; ids of others are ignored. */
export const MarkReadRequest = z.object({
  ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(500),
})
export type MarkReadRequest = z.infer<typeof MarkReadRequest>
/** Answer of both read calls: how many turned read now, and the counters after. */
export const MarkReadResponse = z.object({
  updated: z.number().int().nonnegative(),
  counters: UnreadCounters,
})
export type MarkReadResponse = z.infer<typeof MarkReadResponse>
