// Early payout ("2UP", ADR 031): a pre-match bet on the home or away side of a sport's main result
// market is settled as a winner the moment that side leads by the sport's threshold, whatever the
// final score. The trigger is final: a later equaliser, a disallowed goal or an abandonment does not
// take it back, and a leg already settled (early or by its result) is never triggered again.
import type { SelectionOutcome } from './selection-result.ts'

/** One sport's early-payout offer: its main full-time result market, the two sides' outcome ids, the lead. */
export interface EarlyPayoutOffer {
  readonly marketId: number
  readonly home: string
  readonly away: string
  /** The lead (goals, points) of the backed side that pays the leg early. */
  readonly lead: number
}

/** The operator's early-payout offers by sport key; a sport not listed has none. */
export type EarlyPayoutConfig = Readonly<Record<string, EarlyPayoutOffer>>

/** Soccer: 2 goals ahead (bet365 "2 Up" and every white label). */
export const EARLY_PAYOUT_SOCCER_LEAD = 2
/** Ice hockey: 3 goals ahead (bet365 US, NHL). */
export const EARLY_PAYOUT_ICE_HOCKEY_LEAD = 3
/** Basketball: 20 points ahead (bet365 US, NBA). */
export const EARLY_PAYOUT_BASKETBALL_LEAD = 20

/**
 * The default offers: soccer and ice hockey on the 1X2 (market 1: '1' home, '3' away; the draw '2'
 * never), basketball on the winner incl. overtime (market 219: '4' home, '5' away).
 */
export const EARLY_PAYOUT_DEFAULTS: EarlyPayoutConfig = {
  soccer: { marketId: 1, home: '1', away: '3', lead: EARLY_PAYOUT_SOCCER_LEAD },
  'ice-hockey': { marketId: 1, home: '1', away: '3', lead: EARLY_PAYOUT_ICE_HOCKEY_LEAD },
  basketball: { marketId: 219, home: '4', away: '5', lead: EARLY_PAYOUT_BASKETBALL_LEAD },
}

export type EarlyPayoutSide = 'home' | 'away'

/** A selection as the early-payout rule reads it. */
export interface EarlyPayoutLeg {
  readonly sportKey: string
  readonly marketId: number
  readonly specifier: string
  readonly outcomeId: string
  /** Placed before the match started: in-play bets (and bets edited in play) never qualify. */
  readonly prematch: boolean
  /** A boosted or enhanced price of the market never qualifies. */
  readonly boosted?: boolean
}

/** The offer of the leg's sport when its market and outcome qualify: the side it backs and the lead. */
export function earlyPayoutOffer(
  config: EarlyPayoutConfig,
  leg: EarlyPayoutLeg,
): { side: EarlyPayoutSide; lead: number } | null {
  const offer = config[leg.sportKey]
  if (!offer || !leg.prematch || leg.boosted) return null
  if (leg.marketId !== offer.marketId || leg.specifier !== '') return null
  if (leg.outcomeId === offer.home) return { side: 'home', lead: offer.lead }
  if (leg.outcomeId === offer.away) return { side: 'away', lead: offer.lead }
  return null
}

/** Whether an outcome of a market is on early-payout offer (the wire's flag): the sport's home or away. */
export function isEarlyPayoutOutcome(
  config: EarlyPayoutConfig,
  sportKey: string,
  marketId: number,
  specifier: string,
  outcomeId: string,
): boolean {
  const leg = { sportKey, marketId, specifier, outcomeId, prematch: true }
  return earlyPayoutOffer(config, leg) !== null
}

export interface Score {
  readonly home: number
  readonly away: number
}

/** Whether `side` leads by at least `lead` at this score. */
export function leadsBy(score: Score, side: EarlyPayoutSide, lead: number): boolean {
  const diff = side === 'home' ? score.home - score.away : score.away - score.home
  return diff >= lead
}

/**
 * Whether a score pays the leg early now: it qualifies, it has no result yet (a leg won early or
 * settled is never triggered again: the trigger is final and pays once) and its side leads enough.
 */
export function triggersEarlyPayout(
  config: EarlyPayoutConfig,
  leg: EarlyPayoutLeg & { readonly result: SelectionOutcome | null },
  score: Score,
): boolean {
  if (leg.result !== null) return false
  const offer = earlyPayoutOffer(config, leg)
  return offer !== null && leadsBy(score, offer.side, offer.lead)
}
