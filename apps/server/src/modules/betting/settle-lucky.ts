// Lucky bonuses in the settlement unit (ADR 036-lucky-bonuses): what a settled named multiple's bonus
// reads, the credit of each bonus earned as its own `lucky_bonus` ledger line (beside the lines'
// `bet_win`, so the bet's payout stays its bet_* lines), and the bet's `lucky` after, for the push.
import { lineCount, type SelectionOutcome } from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { settleLuckyBonuses, type LuckyEnded, type LuckySettling } from '../bonuses/index.ts'
import type { BalanceChange, Wallet } from '../wallet/index.ts'
import { systemOfRow } from './bet-system.ts'
import { acceptedOdds } from './cashout-offer.ts'
import type { BetRow } from './repository/bets-repository.ts'
import type { Decided } from './settle-decide.ts'

/** What a settled named multiple's Lucky bonus reads; none for any other bet. */
export function luckySettlingOf({ row, stake, settlement }: Decided): LuckySettling[] {
  const type = systemOfRow(row)
  if (!row.system_name || !type?.sizes) return []
  return [
    {
      betId: row.id,
      userId: row.user_id,
      currency: row.currency,
      systemId: type.id,
      stake: stake.amount,
      lines: row.system_lines ?? lineCount(type),
      odds: row.selections.map(acceptedOdds),
      outcomes: row.selections.map((s) => s.result as SelectionOutcome | null),
      payout: settlement.payout.amount,
    },
  ]
}

/** Decides the bets' open Lucky bonuses and credits those earned; the credits' balances, in order. */
export async function payLuckyBonuses(tx: Tx, wallet: Wallet, decided: readonly Decided[], now: Date) {
  const lucky = await settleLuckyBonuses(tx, decided.flatMap(luckySettlingOf), now)
  const changes: BalanceChange[] = await wallet.creditMany(
    tx,
    lucky.credits.map((c) => ({ ...c, kind: 'lucky_bonus' as const })),
  )
  return { credits: lucky.credits, changes, ended: lucky.ended }
}

/** The bet's Lucky bonus as its settlement left it (for the push). */
export function luckyAfter(
  view: BetRow['lucky'],
  ended: readonly LuckyEnded[],
  betId: string,
): BetRow['lucky'] {
  const e = ended.find((x) => x.betId === betId)
  if (!view || !e) return view ?? null
  return { ...view, state: e.state, reward: e.reward === null ? null : String(e.reward) }
}
