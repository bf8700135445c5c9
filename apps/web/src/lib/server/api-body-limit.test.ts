// @vitest-environment node
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { apiBodyLimit } from '../../../api-body-limit.mjs'
import { createApiProxy } from '../../../api-proxy.mjs'
import { allowOwnServer } from '~/testing/network-guard.ts'

const LIMIT = 4096
const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

const listen = async (server: Server) => {
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  allowOwnServer(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A backend that reads whole bodies and answers their size; it records how each body ended. */
async function startBackend() {
  const bodies: Array<{ bytes: number; complete: boolean }> = []
  const url = await listen(
    http.createServer((req, res) => {
      const body = { bytes: 0, complete: false }
      bodies.push(body)
      req.on('data', (c: Buffer) => (body.bytes += c.length))
      req.on('end', () => {
        body.complete = true
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ received: body.bytes }))
      })
    }),
  )
  return { url, bodies }
}

/** The /api stack of server.mjs (body limit, then the keep-alive proxy) in front of `backend`. */
async function startWeb(backend: string) {
  const { proxy, agent } = createApiProxy(backend)
  const app = express()
  app.use((req, res, next) => (req.path.startsWith('/api/') ? apiBodyLimit(LIMIT)(req, res, next) : next()))
  app.use(proxy)
  return { url: await listen(http.createServer(app)), agent }
}

interface Answer {
  status: number
  body: string
}

/** POSTs `chunks` chunks of 1 KB without a Content-Length (chunked), as they are read, until answered. */
function postChunked(url: string, chunks: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/platform/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    })
    let answered = false
    req.on('response', (res) => {
      answered = true
      let body = ''
      res.on('data', (c: Buffer) => (body += String(c)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    let sent = 0
    const next = () => {
      if (answered || sent === chunks) return void req.end()
      sent++
      req.write(Buffer.alloc(1024, 'x'), () => setTimeout(next, 5))
    }
    next()
  })
}

const inUse = (agent: http.Agent) => Object.values(agent.sockets).flat().length

describe('the /api proxy body limit', () => {
  it('answers a chunked body over the limit 413 payload_too_large and never forwards more than the limit', async () => {
    const backend = await startBackend()
    const web = await startWeb(backend.url)
    const res = await postChunked(web.url, 40)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'payload_too_large', message: `Request body is too large (limit ${LIMIT} bytes)` },
    })
    await expect.poll(() => backend.bodies.length).toBe(1)
    expect(backend.bodies[0]!.bytes).toBeLessThanOrEqual(LIMIT)
    expect(backend.bodies[0]!.complete).toBe(false)
  })

  it('proxies a chunked body under the limit as it is, and keeps the backend connection healthy after a refusal', async () => {
    const backend = await startBackend()
    const web = await startWeb(backend.url)
    expect((await postChunked(web.url, 10)).status).toBe(413)
    for (let i = 0; i < 3; i++) {
      const res = await postChunked(web.url, 3)
      expect(res).toEqual({ status: 200, body: JSON.stringify({ received: 3 * 1024 }) })
    }
    // The refused request's upstream socket was destroyed, not left half-written in the pool.
    await expect.poll(() => inUse(web.agent)).toBe(0)
  })

  it('still answers a body announced over the limit (Content-Length) 413 without forwarding it', async () => {
    const backend = await startBackend()
    const web = await startWeb(backend.url)
    const res = await fetch(`${web.url}/api/platform/echo`, { method: 'POST', body: 'x'.repeat(LIMIT + 1) })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large')
    expect(backend.bodies).toEqual([])
  })
})
