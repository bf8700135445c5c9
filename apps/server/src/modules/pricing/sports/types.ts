// What each simulated sport provides: a model that plays the match forward, its statistics and stage,
// the facts that settle its markets, and scenarios (analytic or Monte Carlo) that price them.
import type { Statistics, SuspendReason } from '@sportsbook/contract'
import type { Rng, RngState } from '../rng.ts'
import type { Facts, MarketDef, MarketKey, Scenario } from '../markets/types.ts'
import type { LineSpec } from './lines.ts'

/** The sports the models cover. */
export type SportKey = 'soccer' | 'tennis' | 'basketball' | 'ice-hockey' | 'volleyball' | 'cricket' | 'cs2' | 'dota2' | 'lol'

/** Model state common to all sports; stored as JSON in matches.model. */
export interface BaseModel {
  /** Simulated seconds since the start (breaks included). */
  t: number
  /** Play stream, persisted so a restart continues the same sequence. */
  rng: RngState
  done: boolean
  /** Team (or player) ratings; prematch drift nudges them. */
  rating: [number, number]
  /** Markets offered and not yet settled. */
  keys: MarketKey[]
  /** Simulated second until which markets stay suspended after an event. */
  suspendUntil: number
  /** What that event was; absent in models stored before reasons existed. */
  suspendReason?: SuspendReason
}

export interface SimEvent {
  /** Scoring events and period changes suspend markets; ordinary points/rallies do not. */
  major: boolean
  /** Why markets suspend after a major event (shown on the market); absent: 'match_event'. */
  reason?: SuspendReason
}

export interface SportSim<M extends BaseModel = BaseModel> {
  /** Typical simulated duration in seconds (scheduling and live fast-forward). */
  durationSec: number
  maxPeriods: number
  init(rng: Rng, rating: [number, number]): M
  advance(m: M, toT: number, rng: Rng): SimEvent[]
  statistics(m: M): Statistics
  stage(m: M): string
  facts(m: M): Facts
  scenarios(m: M): Scenario[]
  /** Market keys to offer in the current state (live lines may follow the score). */
  offer(m: M): MarketKey[]
  markets: Map<number, MarketDef>
  main: MarketKey
  secondary: MarketKey
  /** Lines chosen once per match from the model's expectation (stored in model.lines). */
  lines?: LineSpec[]
  /** Market ids priced with the lower (main) margin. */
  mainIds: number[]
  /** Custom-bet groups (spec §3 Market `custom_bet_groups`) per market id; absent: no custom bets. */
  customBetGroups?: Partial<Record<number, readonly string[]>>
}

export const mmss = (sec: number): string => {
  const s = Math.max(0, Math.floor(sec))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

export const defsMap = (defs: MarketDef[]): Map<number, MarketDef> => new Map(defs.map((d) => [d.id, d]))
