import { describe, expect, it } from 'vitest'
import { playerBatches } from './settle-batches.ts'

const bets = (...players: number[]) => players.map((userId, i) => ({ id: String(i + 1), userId }))

describe('playerBatches', () => {
  it('keeps each player whole, up to the batch size', () => {
    expect(playerBatches(bets(1, 1, 2, 3, 3, 3, 4), 4)).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6', '7'],
    ])
  })

  it('splits only a player who alone has more bets than a batch', () => {
    expect(playerBatches(bets(1, 2, 2, 2, 2, 2, 3), 2)).toEqual([['1'], ['2', '3'], ['4', '5'], ['6', '7']])
  })

  it('has no batch for no bets', () => {
    expect(playerBatches([], 500)).toEqual([])
  })
})
