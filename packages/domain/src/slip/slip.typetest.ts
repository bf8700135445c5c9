// Type tests: checked by `tsc -p packages/domain/tsconfig.json`; an expected error that stops occurring fails typecheck.
import { matchId, outcomeId, type MatchId, type OutcomeId } from '../ids.ts'
import { EUR } from '../money/currency.ts'
import { removeOutcome } from './remove-outcome.ts'
import { emptyTicket } from './restore.ts'
import type { Selection } from './types.ts'

const ticket = emptyTicket(EUR)
removeOutcome(ticket, outcomeId('a'))

// @ts-expect-error a raw string is not an OutcomeId: use outcomeId()
removeOutcome(ticket, 'a')

const m: MatchId = matchId('1')
// @ts-expect-error a match id is not an outcome id
export const wrong: OutcomeId = m

// @ts-expect-error a selection's odds are DecimalOdds, not raw numbers
export const odds: Selection['odds'] = 2
