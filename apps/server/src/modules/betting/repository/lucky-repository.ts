// A bet's Lucky bonus as My Bets reads it (ADR 036-lucky-bonuses): the terms it took at placement and
// how they ended, from `bet_lucky_bonuses` (a column of the bets read).
import { sql } from 'drizzle-orm'

/** reward: minor units as text, null until paid. */
export interface LuckyBonusView {
  base: 'winnings' | 'returns'
  one_winner_odds_multiplier: number | null
  all_winners_percent: number | null
  state: 'open' | 'paid' | 'none'
  reward: string | null
}

/** The Lucky bonus of bet `b`, null when it has none. */
export const LUCKY_OF_B = sql`(select json_build_object('base', lb.base,
    'one_winner_odds_multiplier', lb.one_winner_odds_multiplier,
    'all_winners_percent', lb.all_winners_percent, 'state', lb.state, 'reward', lb.reward::text)
  from bet_lucky_bonuses lb where lb.bet_id = b.id)`
