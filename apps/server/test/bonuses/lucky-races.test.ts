// Lucky bonuses under races (ADR 036-lucky-bonuses): two settlements of one named multiple on one tick.
// Whichever takes the bet's lock first settles it; the bonus is paid once, and after each round every
// account equals its ledger, the bet's payout its bet_* lines and its Lucky reward its one line.
import { describe, expect, it } from 'vitest'
import { newPlayer } from '../betting/helpers.ts'
import { buildLucky, luckyKit, type Result } from './lucky-helpers.ts'

const app = await buildLucky()
const k = luckyKit(app)
const ROUNDS = 5

async function race(results: readonly Result[]) {
  await k.reopen()
  const p = await newPlayer(app)
  const placed = await k.named(p, 100)
  await k.results(results)
  const settled = await Promise.all([k.settle(), k.settle()])
  expect(settled.reduce((a, b) => a + b, 0)).toBe(1)
  return { p, placed, balance: await k.booksAreExact(p, placed.id) }
}

describe('Lucky bonus races', () => {
  it('settlement run twice at once pays the one-winner bonus once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { placed, balance } = await race(['lose', 'lose', 'lose', 'win'])
      expect(await k.ledger(`lucky_bonus:bet:${placed.id}`)).toEqual([{ kind: 'lucky_bonus', amount: 150 }])
      expect(await k.ledger(`bet:${placed.id}`)).toEqual([
        { kind: 'bet_stake', amount: -1500 },
        { kind: 'bet_win', amount: 250 },
      ])
      expect(balance).toBe(100_000 - 1500 + 250 + 150)
    }
  })

  it('settlement run twice at once pays the all-winners bonus once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { placed, balance } = await race(['win', 'win', 'win', 'win'])
      const win = placed.win_amount.value as number
      const bonus = Math.floor(((win - 1500) * 10) / 100)
      expect(await k.ledger(`lucky_bonus:bet:${placed.id}`)).toEqual([{ kind: 'lucky_bonus', amount: bonus }])
      expect(balance).toBe(100_000 - 1500 + win + bonus)
    }
  })
})
