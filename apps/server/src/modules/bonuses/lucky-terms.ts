// The operator's Lucky bonus terms (ADR 036-lucky-bonuses): stored in `lucky_bonus_terms`, written
// only through the contract's `LuckyBonusesWire` (zod-validated), read fresh by placement and, for
// GET /bonuses/lucky, from a per-process copy renewed every LUCKY_TERMS_TTL_MS (no query per visitor).
import { LuckyBonusesWire, type LuckyBonusTermsWire } from '@sportsbook/contract'
import type { LuckyBonusConfig } from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { LUCKY_TERMS_TTL_MS } from './constants.ts'
import { replaceLuckyTerms, selectLuckyTerms, type LuckyTermsRow } from './repository/lucky-repository.ts'

/** Sets the operator's terms (throws a ZodError on bad terms: nothing written). */
export async function setLuckyBonusTerms(db: Executor, input: unknown, now: Date): Promise<void> {
  const { base, bets } = LuckyBonusesWire.parse(input)
  await replaceLuckyTerms(
    db,
    bets.map((t) => ({
      system_name: t.system_id,
      one_winner_odds_multiplier: t.one_winner_odds_multiplier ?? null,
      all_winners_percent: t.all_winners_percent ?? null,
      base,
    })),
    now,
  )
}

/** A stored row as the wire's terms. */
export const termsWireOf = (r: LuckyTermsRow) =>
  ({
    system_id: r.system_name,
    ...(r.one_winner_odds_multiplier !== null && {
      one_winner_odds_multiplier: r.one_winner_odds_multiplier,
    }),
    ...(r.all_winners_percent !== null && { all_winners_percent: r.all_winners_percent }),
  }) as LuckyBonusTermsWire

/** The domain's config of one bet's stored terms (a placed bet's snapshot). */
export const luckyConfigOf = (r: LuckyTermsRow): LuckyBonusConfig => ({
  base: r.base,
  bets: {
    [r.system_name]: {
      ...(r.one_winner_odds_multiplier !== null && { oneWinnerOddsMultiplier: r.one_winner_odds_multiplier }),
      ...(r.all_winners_percent !== null && { allWinnersPercent: r.all_winners_percent }),
    },
  },
})

/** GET /bonuses/lucky's answer, read at most once per LUCKY_TERMS_TTL_MS per process. */
export function luckyTermsReader(db: Executor, now: () => Date) {
  let cached: { at: number; value: Promise<LuckyBonusesWire> } | undefined
  const load = async (): Promise<LuckyBonusesWire> => {
    const rows = await selectLuckyTerms(db)
    return { base: rows[0]?.base ?? 'winnings', bets: rows.map(termsWireOf) }
  }
  return () => {
    const t = now().getTime()
    if (!cached || t - cached.at >= LUCKY_TERMS_TTL_MS) {
      const value = load()
      cached = { at: t, value }
      value.catch(() => (cached = undefined))
    }
    return cached.value
  }
}
