// Development-only endpoints (absent when NODE_ENV=production).
import { z } from '../../zod.ts'
import { Provider } from '../common.ts'
import { PlatformCurrency } from './common.ts'

/** `amount` in minor units of `currency` (1000 = EUR 10.00, 100000 = 0.001 BTC). */
export const DevDepositRequest = z.object({
  currency: PlatformCurrency,
  amount: z.number().int().positive().max(1e15),
})

export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Links found in the body (confirmation, reset, unlock), for tests and the dev page. */
  links: z.array(z.string()),
  created_at: z.string(),
})
export type OutboxMessage = z.infer<typeof OutboxMessage>
export const OutboxList = z.object({ data: z.array(OutboxMessage) })

/** POST /api/dev/bets/settle: one of the player's open bets, decided as won or lost now. */
export const DevSettleRequest = z.object({
  bet_id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'bet id'),
  result: z.enum(['win', 'lose']),
})
export const DevSettleResponse = z.object({ settled: z.number().int().nonnegative() })

/**
 * POST /api/dev/providers/{provider}: takes a data provider offline or back, as its feed would (spec §6:
 * its matches take bets only while it is active); `provider_status_changed` goes out when it changed.
 */
export const DevProviderStatusRequest = z.object({ active: z.boolean() })
export const DevProviderStatusParams = z.object({ provider: Provider })
export const DevProviderStatusResponse = z.object({
  provider: Provider,
  active: z.boolean(),
  /** False when the provider already had this status (nothing was published). */
  changed: z.boolean(),
})
export type DevProviderStatusResponse = z.infer<typeof DevProviderStatusResponse>

/**
 * POST /api/dev/matches/{id}/score: sets a live match's total score now, through the demo feed's normal
 * tick (scoreboard, prices, suspension as after a goal, realtime publications, early payout and
 * cash-out values all move as with a real goal; a lower score is a goal taken back). Soccer,
 * basketball and ice hockey.
 */
export const DevMatchScoreParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
export const DevMatchScoreRequest = z.object({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
})
export const DevMatchScoreResponse = z.object({
  match_id: z.number().int(),
  home: z.number().int(),
  away: z.number().int(),
  /** False when the match already had this score (nothing was published). */
  changed: z.boolean(),
})
export type DevMatchScoreResponse = z.infer<typeof DevMatchScoreResponse>
