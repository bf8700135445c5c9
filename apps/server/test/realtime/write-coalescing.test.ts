// A feed batch publishes several frames to the same subscribers in one turn of the event loop: each
// connection's socket must get them in one write (one syscall), in order, not one write per frame.
import net from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { writeCoalesced } from '../../src/modules/realtime/write-coalescing.ts'

const closers: (() => void)[] = []
afterEach(() => closers.splice(0).forEach((c) => c()))

async function socketPair() {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const accepted = new Promise<net.Socket>((r) => server.once('connection', r))
  const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1')
  const socket = await accepted
  closers.push(() => (client.destroy(), socket.destroy(), server.close()))
  let received = Buffer.alloc(0)
  client.on('data', (d: Buffer) => (received = Buffer.concat([received, d])))
  return { socket, received: () => received.toString() }
}

/** Counts the writes the socket hands to the OS (one `_write` or `_writev` each). */
function countWrites(socket: net.Socket) {
  const s = socket as unknown as Record<'_write' | '_writev', (...a: unknown[]) => void>
  let n = 0
  for (const k of ['_write', '_writev'] as const) {
    const orig = s[k].bind(socket)
    s[k] = (...a: unknown[]) => {
      n++
      orig(...a)
    }
  }
  return () => n
}

it('frames written to one socket in one turn go out in one write, in order', async () => {
  const { socket, received } = await socketPair()
  const writes = countWrites(socket)
  for (const text of ['one;', 'two;', 'three;']) writeCoalesced(socket, Buffer.from(text))
  expect(writes()).toBe(0)
  await new Promise((r) => setImmediate(r))
  expect(writes()).toBe(1)
  await expect.poll(received).toBe('one;two;three;')
  // The next turn's frame is its own write.
  writeCoalesced(socket, Buffer.from('four;'))
  await expect.poll(received).toBe('one;two;three;four;')
  expect(writes()).toBe(2)
})
