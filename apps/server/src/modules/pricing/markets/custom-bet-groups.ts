// Which markets a custom bet (bet builder) may combine, by sport and market id, with the
// `custom_bet_groups` (spec §3 Market) the custom-bet picker groups them by. A market qualifies when
// its outcomes are functions of the period scores the sport's scenarios enumerate exactly and only
// ever win or lose: draw no bet and Asian handicaps refund, and the next-goal market reads the
// scoring order, which the scenarios model only one goal ahead.
const SOCCER: Record<number, readonly string[]> = {
  1: ['result'],
  10: ['result'],
  14: ['result', 'handicap'],
  15: ['result'],
  18: ['goals'],
  19: ['goals'],
  20: ['goals'],
  21: ['goals'],
  26: ['goals'],
  29: ['goals'],
  31: ['goals'],
  32: ['goals'],
  37: ['result', 'goals'],
  45: ['correct_score'],
  47: ['halves'],
  52: ['halves'],
  60: ['halves'],
  68: ['halves'],
  75: ['halves'],
  83: ['halves'],
  90: ['halves'],
}

/** Sports with a custom bet offer: those priced from an exact score distribution. */
export const CUSTOM_BET_GROUPS: Partial<Record<string, Record<number, readonly string[]>>> = {
  soccer: SOCCER,
}

/** The custom bet groups of a market, empty when a custom bet may not include it. */
export const customBetGroups = (sportKey: string, marketId: number): readonly string[] =>
  CUSTOM_BET_GROUPS[sportKey]?.[marketId] ?? []
