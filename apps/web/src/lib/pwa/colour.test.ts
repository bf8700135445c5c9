import { describe, expect, it } from 'vitest'
import { parseColour, toHex } from './colour.ts'

describe('parseColour', () => {
  it('reads every form a brand may write its theme colours in', () => {
    expect(parseColour('#107435')).toEqual([16, 116, 53])
    expect(parseColour('#fff')).toEqual([255, 255, 255])
    expect(parseColour('#4338caff')).toEqual([67, 56, 202])
    expect(parseColour('rgb(34 197 94)')).toEqual([34, 197, 94])
    expect(parseColour('rgba(34, 197, 94, 0.5)')).toEqual([34, 197, 94])
    expect(parseColour('rgb(100% 0% 50% / 0.4)')).toEqual([255, 0, 128])
    expect(parseColour('hsl(120 100% 25%)')).toEqual([0, 128, 0])
  })

  it('gives null for what it cannot read, so the caller keeps its default', () => {
    expect(parseColour(undefined)).toBeNull()
    expect(parseColour('#12')).toBeNull()
    expect(parseColour('red')).toBeNull()
  })

  it('writes #rrggbb', () => {
    expect(toHex([0, 128, 255])).toBe('#0080ff')
  })
})
