// @vitest-environment node
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { appIconPng } from './app-icon.server.ts'

/** The pixels of an RGB PNG with one IDAT and filter 0 rows (what appIconPng writes). */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const idatLength = png.readUInt32BE(33)
  expect(png.toString('ascii', 37, 41)).toBe('IDAT')
  const raw = inflateSync(png.subarray(41, 41 + idatLength))
  const at = (x: number, y: number) => [...raw.subarray(y * (1 + width * 3) + 1 + x * 3).subarray(0, 3)]
  return { width, height, at }
}

describe('appIconPng', () => {
  it('draws a square icon of the size asked, the brand colour edge to edge and its mark in the middle', () => {
    const back = [16, 116, 53] as const
    const front = [255, 255, 255] as const
    for (const size of [192, 512]) {
      const { width, height, at } = decode(appIconPng(size, back, front))
      expect([width, height]).toEqual([size, size])
      expect(at(0, 0)).toEqual([...back])
      expect(at(size - 1, size - 1)).toEqual([...back])
      expect(at(size / 2, size / 2)).toEqual([...front])
      // the mark stays inside the central 80 % a maskable icon keeps
      expect(at(Math.round(size * 0.15), size / 2)).toEqual([...back])
    }
  })
})
