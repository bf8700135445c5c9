// A bet's Lucky bonus on the wire (ADR 036-lucky-bonuses): the terms it took at placement and, once
// settled, whether it paid and how much. Absent on a bet without terms.
import { moneyWireOf, type BetLuckyBonusWire, type ServerBet } from '@sportsbook/contract'
import type { LuckyBetRecord } from '../bonuses/index.ts'
import type { BetRow, LuckyBonusView } from './repository/bets-repository.ts'

type Terms = Pick<LuckyBonusView, 'base' | 'one_winner_odds_multiplier' | 'all_winners_percent'>

const termsWire = (t: Terms) => ({
  base: t.base,
  ...(t.one_winner_odds_multiplier !== null && { one_winner_odds_multiplier: t.one_winner_odds_multiplier }),
  ...(t.all_winners_percent !== null && { all_winners_percent: t.all_winners_percent }),
})

/** The row's Lucky bonus, as the bet's optional `lucky`. */
export function presentLucky(row: BetRow): Pick<ServerBet, 'lucky'> {
  const l = row.lucky
  if (!l) return {}
  const lucky: BetLuckyBonusWire = {
    ...termsWire(l),
    state: l.state,
    ...(l.reward !== null && { reward: moneyWireOf(Number(l.reward), row.currency) }),
  }
  return { lucky }
}

/** A placement's answer with the Lucky terms its named multiples just took. */
export function withLucky<P extends { body: { data: ServerBet[] } }>(
  placed: P,
  records: readonly LuckyBetRecord[],
): P {
  if (records.length === 0) return placed
  const data = placed.body.data.map((bet) => {
    const r = records.find((x) => x.betId === bet.id)
    return r ? { ...bet, lucky: { ...termsWire(r), state: 'open' as const } } : bet
  })
  return { ...placed, body: { ...placed.body, data } }
}
