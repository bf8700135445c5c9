import { PlaceBetsErrorBody, PlaceBetsResponse, type PlaceBetsRequest } from '@sportsbook/contract'
import { isPositive, outcomeKeyParts, type Ticket } from '@sportsbook/domain'
import { apiSend } from '~/lib/session/api-send.ts'

/** The slip's kind of ticket for the placement meta (spec §3). */
function ticketType(ticket: Ticket): PlaceBetsRequest['meta']['type'] {
  const first = ticket.bets[0]?.betType
  if (first === 'single') return ticket.bets.length > 1 ? 'multi_single' : 'single'
  return first === 'system' ? 'system' : 'combo'
}

/** The placement payload: bets with a stake above 0, selections at the odds the player saw. */
export function placeBetsRequest(ticket: Ticket, deviceId: string, quick = false): PlaceBetsRequest {
  const bets = ticket.bets.filter((b) => isPositive(b.stake))
  return {
    meta: { device_id: deviceId, quick, type: ticketType(ticket) },
    bets: bets.map((b) => ({
      stake: { value: b.stake.amount, currency: b.stake.currency.code },
      selections: b.selections.map((s) => ({
        match_id: Number(s.matchId),
        market_id: Number(s.market.marketId),
        specifier: s.market.specifier,
        outcome_id: outcomeKeyParts(s.outcomeId).outcomeId,
        odds: s.odds,
      })),
      ...(b.betType === 'system' && b.systemType ? { system_id: b.systemType.id } : {}),
    })),
  }
}

/** POST /bets with a fresh Idempotency-Key per placement attempt, so a retried request never places twice. */
export const placeBets = (body: PlaceBetsRequest, idempotencyKey: string) =>
  apiSend('POST', '/bets', PlaceBetsResponse, { body, headers: { 'Idempotency-Key': idempotencyKey } })

/** The per-bet errors of a refused placement, if the body carries them. */
export function placeBetsErrorBody(body: unknown) {
  const parsed = PlaceBetsErrorBody.safeParse(body)
  return parsed.success ? parsed.data.error : undefined
}
