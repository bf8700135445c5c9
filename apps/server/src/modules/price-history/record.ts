// The pure part: one market change appended to a bounded history.
import type { Outcome } from '@sportsbook/contract'
import type { Moves } from './repository.ts'

/**
 * Appends each outcome's price when it differs from the last one kept (an unchanged price is no move),
 * keeping the newest `max` points per outcome. Returns whether anything was added.
 */
export function recordMoves(moves: Moves, outcomes: readonly Outcome[], at: number, max: number): boolean {
  let changed = false
  for (const o of outcomes) {
    const list = (moves[o.id] ??= [])
    const last = list[list.length - 1]
    if (last && last[1] === o.odds) continue
    list.push([at, o.odds])
    if (list.length > max) list.splice(0, list.length - max)
    changed = true
  }
  return changed
}
