import { scaledOdds, type DecimalOdds } from '../odds/decimal-odds.ts'
import type { AcceptedOddsPolicy } from './types.ts'

/**
 * Whether the player's accepted-odds policy takes a move from the value they saw to the current
 * one without asking (spec §4, settings "stake-raise rule"): `none` only the same value, `higher`
 * also a rise, `any` every move. Values are integers (scaled odds, minor units of an offer), so
 * float noise never counts as a move. The one home of the policy: the slip, bet placement and
 * cash-out all ask it.
 */
export function acceptsMove(policy: AcceptedOddsPolicy, seen: bigint, current: bigint): boolean {
  return current === seen || policy === 'any' || (policy === 'higher' && current > seen)
}

/** `acceptsMove` over odds, compared as the domain's scaled odds (1/ODDS_SCALE). */
export const oddsAccepted = (policy: AcceptedOddsPolicy, seen: DecimalOdds, current: DecimalOdds): boolean =>
  acceptsMove(policy, scaledOdds(seen), scaledOdds(current))
