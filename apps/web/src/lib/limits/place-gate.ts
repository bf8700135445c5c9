// A check the slip runs before Place (the loss-chasing pause of features/limits): it resolves true to
// go on and false to stop. The slip does not know what the check is; the limits feature registers it.
import type { Money } from '@sportsbook/domain'

export type PlaceGate = (totalStake: Money) => Promise<boolean>

let gate: PlaceGate | null = null

/** Sets the check (one at a time); returns the function that removes it. */
export function setPlaceGate(next: PlaceGate): () => void {
  gate = next
  return () => {
    if (gate === next) gate = null
  }
}

/** Runs `place` unless the check says stop. */
export async function throughPlaceGate(totalStake: Money, place: () => void): Promise<void> {
  if (!gate || (await gate(totalStake))) place()
}
