import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MATCH_STATUS } from './match-status.ts'
import { isVoteOpen, voteShares } from './vote-share.ts'

describe('voteShares', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(voteShares([1, 1, 1])).toEqual([34, 33, 33])
    expect(voteShares([2, 1])).toEqual([67, 33])
    expect(voteShares([0, 5, 0])).toEqual([0, 100, 0])
  })

  it('is all zero when nobody voted', () => {
    expect(voteShares([0, 0, 0])).toEqual([0, 0, 0])
  })

  it('always sums to 100 and stays within one point of the exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 2, maxLength: 3 }), (counts) => {
        const total = counts.reduce((a, b) => a + b, 0)
        fc.pre(total > 0)
        const s = voteShares(counts)
        expect(s.reduce((a, b) => a + b, 0)).toBe(100)
        s.forEach((p, i) => expect(Math.abs(p - (counts[i]! * 100) / total)).toBeLessThan(1))
      }),
    )
  })
})

describe('isVoteOpen', () => {
  it('takes votes until the match ends', () => {
    expect(isVoteOpen(MATCH_STATUS.PREMATCH)).toBe(true)
    expect(isVoteOpen(MATCH_STATUS.LIVE)).toBe(true)
    expect(isVoteOpen(MATCH_STATUS.FINISHED)).toBe(false)
    expect(isVoteOpen(MATCH_STATUS.CLOSED)).toBe(false)
  })
})
