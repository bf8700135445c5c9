// @vitest-environment node
import express from 'express'
import { expect, it } from 'vitest'
import { healthRoute } from '../../../health.mjs'
import { createApiProxy } from '../../../api-proxy.mjs'
import { listen } from '~/testing/own-server.ts'

it('answers GET /health 200 while the API behind it is down, so an orchestrator keeps a healthy web server', async () => {
  // An API address where nothing listens: the proxied API answers 503, the web server's own health stays 200.
  const app = express()
  app.use(healthRoute)
  app.use(createApiProxy('http://127.0.0.1:9').proxy)
  app.use((_req, res) => res.status(404).end())
  const web = await listen(app)

  const health = await fetch(`${web}/health`)
  expect(health.status).toBe(200)
  expect(health.headers.get('cache-control')).toBe('no-store')
  expect(await health.json()).toEqual({ status: 'ok' })
  expect((await fetch(`${web}/api/sportsbook/health`)).status).toBe(503)
  // Only that path: the pages and a POST go on to what follows.
  expect((await fetch(`${web}/healthz`)).status).toBe(404)
  expect((await fetch(`${web}/health`, { method: 'POST' })).status).toBe(404)
})
