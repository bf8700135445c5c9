// Type tests: checked by `tsc -p packages/domain/tsconfig.json`; an expected error that stops occurring fails typecheck.
import { matchId, type MatchId } from '../ids.ts'
import { outcomeKey, type OutcomeKey } from '../market/keys.ts'
import { EUR } from '../money/currency.ts'
import { removeOutcome } from './remove-outcome.ts'
import { emptyTicket } from './restore.ts'
import type { Selection } from './types.ts'

const ticket = emptyTicket(EUR)
removeOutcome(ticket, outcomeKey(1, 1, '', 'a'))

// @ts-expect-error a raw string is not an OutcomeKey: use outcomeKey()
removeOutcome(ticket, 'a')

const m: MatchId = matchId('1')
// @ts-expect-error a match id is not an outcome key
export const wrong: OutcomeKey = m

// @ts-expect-error a selection's odds are DecimalOdds, not raw numbers
export const odds: Selection['odds'] = 2
