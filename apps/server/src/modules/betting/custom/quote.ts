// The server's price of a custom bet now: every leg must be offered (match prematch or live, market
// open, outcome active, provider on) in a market a custom bet may include, then the joint probability
// comes from the same score distribution the feed priced the match's markets from: the feed's model of
// the match (matches.model, written with every tick) run through the sport's `scenarios`.
import { outcomeKey } from '@sportsbook/domain'
import type { ErrorCode } from '@sportsbook/contract'
import {
  type BaseModel,
  CUSTOM_BET_GROUPS,
  customBetGroups,
  parseSpec,
  SIMS,
  type SportSim,
} from '../../pricing/index.ts'
import type { Executor } from '../../../db/client.ts'
import { CUSTOM_BET_MARGIN } from '../constants.ts'
import { offered, type Snapshot } from '../market-snapshot.ts'
import { selectMatchModels } from '../repository/custom-repository.ts'
import { customOdds, jointProbability, type Leg } from './joint-probability.ts'

export interface CustomLeg {
  match_id: number
  market_id: number
  specifier: string
  outcome_id: string
}

export interface MatchModel {
  sportKey: string
  model: BaseModel
}

export type CustomQuote = { ok: true; odds: number } | { ok: false; code: ErrorCode; message: string }

const refuse = (code: ErrorCode, message: string): CustomQuote => ({ ok: false, code, message })

/** The feed's model of each match (absent when the match does not exist). */
export async function loadModels(
  db: Executor,
  matchIds: readonly number[],
): Promise<Map<number, MatchModel>> {
  if (matchIds.length === 0) return new Map()
  const rows = await selectMatchModels(db, [...new Set(matchIds)])
  return new Map(rows.map((r) => [r.id, { sportKey: r.sport_key, model: r.model }]))
}

/** The legs as market definitions and outcome positions, or why one cannot be in a custom bet. */
function toLegs(sim: SportSim, sportKey: string, legs: readonly CustomLeg[], snapshot: Snapshot) {
  const out: Leg[] = []
  for (const l of legs) {
    const def = sim.markets.get(l.market_id)
    const spec = parseSpec(l.specifier)
    const index = def?.outcomes(spec).findIndex((o) => o.id === l.outcome_id) ?? -1
    if (!def || index < 0 || customBetGroups(sportKey, l.market_id).length === 0)
      return refuse('custom_bet_unavailable', `Market ${l.market_id} cannot be part of a custom bet`)
    if (!offered(snapshot, l).bettable)
      return refuse('custom_bet_unavailable', `Outcome ${l.outcome_id} of market ${l.market_id} is not open`)
    out.push({ def, spec, index })
  }
  return out
}

/** The joint price of `legs`, all of match `matchId`, from its model and the market snapshot. */
export function quoteCustomBet(
  matchId: number,
  legs: readonly CustomLeg[],
  snapshot: Snapshot,
  match: MatchModel | undefined,
): CustomQuote {
  if (legs.some((l) => l.match_id !== matchId))
    return refuse('custom_bet_unavailable', 'A custom bet takes selections of one match')
  const keys = legs.map((l) => outcomeKey(matchId, l.market_id, l.specifier, l.outcome_id))
  if (new Set(keys).size !== keys.length) return refuse('bet_not_allowed', 'A selection appears twice')
  const sim = match && (SIMS as Partial<Record<string, SportSim>>)[match.sportKey]
  // A match the feed did not create has no model (an empty object): nothing to price from.
  if (!match || !sim || !CUSTOM_BET_GROUPS[match.sportKey] || typeof match.model.t !== 'number')
    return refuse('custom_bet_unavailable', 'This match has no custom bets')
  const resolved = toLegs(sim, match.sportKey, legs, snapshot)
  if (!Array.isArray(resolved)) return resolved
  const price = customOdds(jointProbability(sim.scenarios(match.model), resolved), CUSTOM_BET_MARGIN)
  if (price.ok) return price
  if (price.reason === 'incompatible')
    return refuse('custom_bet_incompatible', 'These selections cannot win together')
  return refuse('custom_bet_unavailable', 'This combination is not offered')
}
