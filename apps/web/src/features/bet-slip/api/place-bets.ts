import { PlaceBetsErrorBody, PlaceBetsResponse, type PlaceBetsRequest } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /bets with a fresh Idempotency-Key per placement attempt, so a retried request never places twice. */
export const placeBets = (body: PlaceBetsRequest, idempotencyKey: string) =>
  apiSend('POST', '/bets', PlaceBetsResponse, { body, headers: { 'Idempotency-Key': idempotencyKey } })

/** The per-bet errors of a refused placement, if the body carries them. */
export function placeBetsErrorBody(body: unknown) {
  const parsed = PlaceBetsErrorBody.safeParse(body)
  return parsed.success ? parsed.data.error : undefined
}
