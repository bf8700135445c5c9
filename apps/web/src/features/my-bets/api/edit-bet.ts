import { EditBetQuote, EditBetResponse, type EditBetChanges, type EditBetRequest } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /bets/{id}/edit/quote (issue #30.2, ADR 030): what the changes make now; nothing is written. */
export const quoteEdit = (betId: string, changes: EditBetChanges, signal?: AbortSignal) =>
  apiSend('POST', `/bets/${betId}/edit/quote`, EditBetQuote, { body: changes, ...(signal && { signal }) })

/**
 * POST /bets/{id}/edit: the old bet cashed out and the new one placed, in one transaction. The key
 * makes a retry of the same confirmation answer what the first did, never edit twice.
 */
export const editBet = (betId: string, body: EditBetRequest, idempotencyKey: string) =>
  apiSend('POST', `/bets/${betId}/edit`, EditBetResponse, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
  })
