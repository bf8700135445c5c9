import type { IntlShape } from 'react-intl'

/** One named bet's Lucky bonus terms, as the API gives them (GET /bonuses/lucky, a bet's `lucky`). */
export interface LuckyTerms {
  readonly one_winner_odds_multiplier?: number | undefined
  readonly all_winners_percent?: number | undefined
}

/**
 * The Lucky bonus terms in words (ADR 036-lucky-bonuses): "1 winner: single at double odds", "All win:
 * +10% on the winnings"; one line a bonus, none when there is none.
 */
export function luckyTermLines(intl: IntlShape, terms: LuckyTerms, base: 'winnings' | 'returns'): string[] {
  const lines: string[] = []
  const multiplier = terms.one_winner_odds_multiplier
  if (multiplier !== undefined) lines.push(intl.formatMessage({ id: 'lucky.one_winner' }, { multiplier }))
  const percent = terms.all_winners_percent
  if (percent !== undefined)
    lines.push(
      intl.formatMessage(
        { id: base === 'returns' ? 'lucky.all_winners_returns' : 'lucky.all_winners' },
        {
          percent: intl.formatNumber(percent / 100, {
            style: 'percent',
            signDisplay: 'always',
            maximumFractionDigits: 1,
          }),
        },
      ),
    )
  return lines
}
