// The open bets of the settlement bench, planned in memory before any row is written: 60 % singles on
// the target match, 30 % combos (the target leg plus 1-3 legs of earlier matches that won), 10 %
// systems 2/3 and 3/4 (the target leg plus legs of earlier matches that won or lost). Stakes 1.00-20.00
// EUR; potential wins from the domain's betSummary, as placement computes them. Deterministic (seeded).
import { betFromInput, type BetInput, type SelectionFacts } from '@sportsbook/contract'
import { betSummary, currencyOf, decimalOdds } from '@sportsbook/domain'
import type { Catalog, Leg } from './catalog.ts'

export const CURRENCY = 'EUR'
const EUR = currencyOf(CURRENCY)

export interface PlannedBet {
  player: number
  type: 'single' | 'combo' | 'system'
  system?: { win: number; total: number }
  stake: number
  potentialWin: number
  legs: Leg[]
}

/** mulberry32: a small seeded generator, so two runs of the same size place the same bets. */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const facts = (leg: Leg): SelectionFacts => ({
  provider: leg.provider as SelectionFacts['provider'],
  marketName: leg.marketName,
  outcomeName: leg.outcomeName,
  matchStatus: leg.result ? 4 : 0,
  odds: decimalOdds(leg.odds),
})

export function potentialWin(
  type: PlannedBet['type'],
  stake: number,
  legs: Leg[],
  system?: PlannedBet['system'],
) {
  const input: BetInput = {
    stake: { value: stake, currency: CURRENCY },
    selections: legs.map((l) => ({
      match_id: l.matchId,
      market_id: l.marketId,
      specifier: l.specifier,
      outcome_id: l.outcomeId,
      odds: l.odds,
    })),
    ...(type === 'system' && system ? { system_id: `${system.win}/${system.total}` } : {}),
  }
  return betSummary(betFromInput(input, 0, EUR, legs.map(facts))).potentialWin.amount
}

export function planBets(catalog: Catalog, bets: number, players: number): PlannedBet[] {
  const random = rng(12)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!
  /** `n` distinct earlier matches, one leg of each: the winning one, or any when `anyResult`. */
  const earlierLegs = (n: number, anyResult: boolean) => {
    const matches = [...catalog.earlier].sort(() => random() - 0.5).slice(0, n)
    return matches.map((legs) => (anyResult ? pick(legs) : legs.find((l) => l.result === 'win')!))
  }
  const out: PlannedBet[] = []
  for (let i = 0; i < bets; i++) {
    const kind = i % 10
    const stake = 100 + 10 * Math.floor(random() * 191)
    const target = pick(catalog.target.legs)
    const player = Math.floor(random() * players)
    if (kind < 6) {
      out.push({ player, type: 'single', stake, legs: [target], potentialWin: 0 })
    } else if (kind < 9) {
      const legs = [target, ...earlierLegs(1 + Math.floor(random() * 3), false)]
      out.push({ player, type: 'combo', stake, legs, potentialWin: 0 })
    } else {
      const total = random() < 0.5 ? 3 : 4
      const system = { win: total - 1, total }
      out.push({
        player,
        type: 'system',
        system,
        stake,
        legs: [target, ...earlierLegs(total - 1, true)],
        potentialWin: 0,
      })
    }
    const bet = out.at(-1)!
    bet.potentialWin = potentialWin(bet.type, bet.stake, bet.legs, bet.system)
  }
  return out
}
