// The provider's statistics and timeline of live matches (soccer and tennis; other sports carry
// their score and periods only). Stepped by the engine after the pricing model, with a random stream
// of its own, so adding statistics never changes how a match is played or priced.
import type { Statistics } from '@sportsbook/contract'
import { stepSoccer } from './soccer.ts'
import { stepTennis } from './tennis.ts'
import { newDetail, type MatchDetailRow } from './state.ts'

export type { MatchDetailRow } from './state.ts'

/** Sports whose matches get statistics and a timeline from the demo provider. */
export const DETAIL_SPORTS: readonly string[] = ['soccer', 'tennis']

export interface DetailInput {
  seed: number
  urnId: string
  sport: string
  /** The model's simulated second after this step. */
  t: number
  /** Team ratings of the pricing model: the stronger side has more of the ball. */
  rating: readonly [number, number]
  statistics: Statistics
  stage: string | null
  prevStage: string | null
}

/** Steps (or starts) a match's detail; returns it when a viewer would see a change, else null. */
export function stepDetail(current: MatchDetailRow | undefined, input: DetailInput): MatchDetailRow | null {
  if (!DETAIL_SPORTS.includes(input.sport)) return null
  const d = current ?? newDetail(input.seed, input.urnId, input.statistics, input.rating)
  const changed =
    input.sport === 'soccer'
      ? stepSoccer(d, input.t, input.statistics, input.stage, input.prevStage)
      : stepTennis(d, input.t, input.statistics)
  return changed || !current ? d : null
}
