// Edit bet's swap choices (ADR 030): for each unsettled leg of the bet as placed, the other outcomes of
// its market that take bets now, at current odds; the quote carries them so the dialog can offer them.
import type { EditSwapOptions } from '@sportsbook/contract'
import type { Executor } from '../../db/client.ts'
import { loadSnapshot, offered } from './market-snapshot.ts'
import type { BetRow } from './repository/bets-repository.ts'

export async function swapOptions(db: Executor, row: BetRow): Promise<EditSwapOptions[]> {
  const snapshot = await loadSnapshot(db, row.selections)
  return row.selections.flatMap((s, position) => {
    if (s.result !== null) return []
    const { state } = offered(snapshot, s)
    const outcomes = (state?.market?.outcomes ?? []).flatMap((o) => {
      if (o.id === s.outcome_id || !offered(snapshot, { ...s, outcome_id: o.id }).bettable) return []
      return [{ outcome_id: o.id, outcome_name: o.name, odds: o.odds }]
    })
    return [{ position, outcomes }]
  })
}
