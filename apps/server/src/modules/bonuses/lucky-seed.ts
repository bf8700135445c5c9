// The demo's Lucky bonus terms (ADR 036-lucky-bonuses, docs/constants.md): the three Lucky bets, a lone
// winner's single at double odds (the usual UK default) and +10 / +20 / +25 % of the winnings when all
// win (Betfred's percentages). Yankee, Canadian and Heinz earn none (they have no singles, and books do
// not stack their bonuses with the Lucky ones). Written only when the operator has set no terms.
import type { LuckyBonusesWire } from '@sportsbook/contract'
import type { Executor } from '../../db/client.ts'
import { setLuckyBonusTerms } from './lucky-terms.ts'
import { selectLuckyTerms } from './repository/lucky-repository.ts'

export const DEMO_LUCKY_BONUSES: LuckyBonusesWire = {
  base: 'winnings',
  bets: [
    { system_id: 'lucky15', one_winner_odds_multiplier: 2, all_winners_percent: 10 },
    { system_id: 'lucky31', one_winner_odds_multiplier: 2, all_winners_percent: 20 },
    { system_id: 'lucky63', one_winner_odds_multiplier: 2, all_winners_percent: 25 },
  ],
}

export async function seedDemoLuckyBonuses(db: Executor, now: Date): Promise<void> {
  if ((await selectLuckyTerms(db)).length > 0) return
  await setLuckyBonusTerms(db, DEMO_LUCKY_BONUSES, now)
}
