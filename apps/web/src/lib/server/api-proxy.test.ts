// @vitest-environment node
import http from 'node:http'
import express from 'express'
import { expect, it } from 'vitest'
import { createApiProxy, PROXIED_PAGE_CSP } from '../../../api-proxy.mjs'
import { lastServer, listen } from '~/testing/own-server.ts'

it('gives a page the backend answers without a CSP one that runs nothing; keeps a page’s own; adds none to JSON', async () => {
  const backend = await listen((req, res) => {
    if (req.url === '/api/own') res.setHeader('content-security-policy', "default-src 'self'")
    res.setHeader('content-type', req.url === '/api/data' ? 'application/json' : 'text/html; charset=utf-8')
    res.end(req.url === '/api/data' ? '{}' : '<!doctype html><script>alert(1)</script>')
  })
  const app = express()
  app.use(createApiProxy(backend).proxy)
  const web = await listen(app)
  const csp = async (path: string) => (await fetch(`${web}${path}`)).headers.get('content-security-policy')
  expect(await csp('/api/page')).toBe(PROXIED_PAGE_CSP)
  expect(PROXIED_PAGE_CSP).toContain("default-src 'none'")
  expect(await csp('/api/own')).toBe("default-src 'self'")
  expect(await csp('/api/data')).toBeNull()
})

it('sends /connection/websocket, upgrades included, to REALTIME_URL when set, and /api/* to the API', async () => {
  const seen: string[] = []
  const backend = (name: string) => async () => {
    const url = await listen((req, res) => {
      seen.push(`${name} ${req.url}`)
      res.end('{}')
    })
    const server = lastServer()!
    server.on('upgrade', (req, socket) => {
      seen.push(`${name} upgrade ${req.url}`)
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
    })
    return url
  }
  const api = await backend('api')()
  const realtime = await backend('realtime')()
  const app = express()
  const { proxy } = createApiProxy(api, realtime)
  app.use(proxy)
  const web = await listen(app)
  lastServer()!.on('upgrade', proxy.upgrade!)
  await fetch(`${web}/api/sportsbook/health`)
  await fetch(`${web}/connection/websocket`)
  await new Promise<void>((resolve) => {
    const req = http.request(`${web}/connection/websocket?cf_ws_frame_ping_pong=true`, {
      headers: { connection: 'Upgrade', upgrade: 'websocket' },
    })
    req.on('response', () => resolve())
    req.on('upgrade', () => resolve())
    req.on('error', () => resolve())
    req.end()
  })
  expect(seen).toEqual([
    'api /api/sportsbook/health',
    'realtime /connection/websocket',
    'realtime upgrade /connection/websocket?cf_ws_frame_ping_pong=true',
  ])
})
