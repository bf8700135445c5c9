// How a settlement's bets are cut into batches: player by player, so that batches in flight at once
// lock different players' accounts and comp points, and a batch touches as few players as it can.

/**
 * Consecutive batches of at most `size` bets (`bets` ordered by player) that never split one player's
 * bets between two batches, unless that player alone has more than `size`.
 */
export function playerBatches(bets: readonly { id: string; userId: number }[], size: number): string[][] {
  const batches: string[][] = []
  let current: string[] = []
  for (let i = 0; i < bets.length;) {
    const userId = bets[i]!.userId
    let end = i
    while (end < bets.length && bets[end]!.userId === userId) end++
    const player = bets.slice(i, end).map((b) => b.id)
    i = end
    if (current.length > 0 && current.length + player.length > size) {
      batches.push(current)
      current = []
    }
    while (player.length > size) batches.push(player.splice(0, size))
    current.push(...player)
  }
  if (current.length > 0) batches.push(current)
  return batches
}
