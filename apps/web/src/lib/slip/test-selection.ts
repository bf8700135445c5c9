import { decimalOdds, marketId, matchId, outcomeKey, type SelectionInput } from '@sportsbook/domain'

/** A betradar 1x2 selection for tests: outcome o{n} of match {match}. */
export const sel = (n: number, match = n): SelectionInput => ({
  outcomeId: outcomeKey(match, 1, '', `o${n}`),
  matchId: matchId(match),
  provider: 'betradar',
  market: { marketId: marketId(1), marketName: '1x2', specifier: '' },
  outcomeName: `Outcome ${n}`,
  active: true,
  odds: decimalOdds(1.5 + n / 10),
  matchStatus: 0,
})
