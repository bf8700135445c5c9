// @vitest-environment node
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'
import { singleDrainListener } from '../../../drain-listeners.mjs'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void
const chain =
  (...mw: ((req: never, res: never, next: () => void) => void)[]) =>
  (handler: Handler): Handler =>
  (req, res) =>
    mw.reduceRight<() => void>(
      (next, m) => () => m(req as never, res as never, next),
      () => handler(req, res),
    )()

/** Writes like React Router's stream writer: write, and on `false` wait for one `drain` (once + off). */
const streamBody: Handler = async (_req, res) => {
  res.setHeader('Content-Type', 'text/html')
  for (let i = 0; i < 200; i++) {
    if (!res.write(randomBytes(16 * 1024).toString('base64'))) {
      await new Promise<void>((resolve) => {
        const onDrain = () => {
          res.off('drain', onDrain)
          resolve()
        }
        res.once('drain', onDrain)
      })
    }
  }
  res.end()
}

let server: http.Server | undefined
afterEach(() => server?.close())

/** Serves one brotli response to a client that reads slowly; the MaxListeners warnings it caused. */
async function slowDownload(handler: Handler): Promise<{ warnings: string[]; bytes: number }> {
  server = http.createServer(handler)
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r))
  const warnings: string[] = []
  const onWarning = (w: Error) => w.name === 'MaxListenersExceededWarning' && warnings.push(w.message)
  process.on('warning', onWarning)
  const bytes = await new Promise<number>((resolve, reject) => {
    const { port } = server!.address() as AddressInfo
    http
      .get({ port, host: '127.0.0.1', headers: { 'accept-encoding': 'br' } }, (res) => {
        let n = 0
        res.on('data', (c: Buffer) => {
          n += c.length
          res.pause()
          setTimeout(() => res.resume(), 2)
        })
        res.on('end', () => resolve(n))
      })
      .on('error', reject)
  })
  await new Promise((r) => setTimeout(r, 50)) // warnings are emitted on the next tick
  process.off('warning', onWarning)
  return { warnings, bytes }
}

describe('singleDrainListener', () => {
  it('a slow reader of a large compressed page leaves one drain listener, not one per wait', async () => {
    const { warnings, bytes } = await slowDownload(chain(compression(), singleDrainListener)(streamBody))
    expect(bytes).toBeGreaterThan(1024 * 1024) // incompressible: backpressure happened many times
    expect(warnings).toEqual([])
  })

  it('without it, compression keeps every once("drain") listener (the warning this fixes)', async () => {
    const { warnings } = await slowDownload(chain(compression())(streamBody))
    expect(warnings.length).toBeGreaterThan(0)
  })
})
