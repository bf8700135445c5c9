import { describe, expect, it } from 'vitest'
import * as ws from 'ws'
import type { EventEmitter } from 'node:events'
import { SharedFrame } from './connection.ts'

// ws exports its frame parser at run time, but @types/ws does not declare it.
const { Receiver } = ws as unknown as {
  Receiver: new (opts: { isServer: boolean }) => EventEmitter & { write(chunk: Buffer): void }
}

/** Decodes frames with ws's own parser, as a client would. */
function decode(bytes: Buffer): Promise<{ text: string; binary: boolean }> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false })
    receiver.on('message', (data: Buffer, binary: boolean) => resolve({ text: data.toString(), binary }))
    receiver.on('error', reject)
    receiver.write(bytes)
  })
}

describe('SharedFrame', () => {
  it.each([0, 10, 125, 126, 65_535, 65_536, 200_000])('frames %i bytes as one text message', async (n) => {
    const text = 'é'.repeat(Math.floor(n / 2)) + 'x'.repeat(n % 2)
    const frame = new SharedFrame(text)
    expect(frame.payload.length).toBe(n)
    await expect(decode(frame.bytes)).resolves.toEqual({ text, binary: false })
  })
})
