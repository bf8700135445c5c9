// The brand's app icon as a PNG, drawn from its theme colours on the server (no image files per
// brand, nothing downloaded): the brand colour edge to edge (a maskable icon may be cut to any shape),
// a disc of the on-brand colour and a ring of the brand colour inside it, all within the central 80 %
// that every mask keeps. Sizes are the install criteria's 192 and 512 px.
import { deflateSync } from 'node:zlib'
import type { Rgb } from './colour.ts'

/** The icon sizes the manifest lists (Chrome's install criteria want 192 and 512). */
export const APP_ICON_SIZES = [192, 512] as const

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buf: Buffer): number {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** Which colour a pixel takes: the disc (radius 0.3 of the side) with a ring at 0.17–0.21. */
function shade(x: number, y: number, size: number, back: Rgb, front: Rgb): Rgb {
  const r = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / size
  if (r > 0.3) return back
  return r > 0.17 && r < 0.21 ? back : front
}

/** A square RGB PNG of `size` pixels. */
export function appIconPng(size: number, back: Rgb, front: Rgb): Buffer {
  const row = 1 + size * 3
  const raw = Buffer.alloc(row * size)
  for (let y = 0; y < size; y++) {
    raw[y * row] = 0 // filter: none
    for (let x = 0; x < size; x++) raw.set(shade(x, y, size, back, front), y * row + 1 + x * 3)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
