// @vitest-environment node
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../../../env.mjs'
import { strictTransportSecurity } from '../../../http-security.mjs'
import { allowOwnServer } from '~/testing/network-guard.ts'

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

async function start(maxAge: number | null) {
  const app = express()
  app.use(strictTransportSecurity(maxAge))
  app.get('/sports', (_req, res) => void res.type('html').send('<!doctype html><title>x</title>'))
  const server = http.createServer(app).listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((r) => server.once('listening', r))
  allowOwnServer(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return async (proto?: string) =>
    (await fetch(`${base}/sports`, { headers: proto ? { 'x-forwarded-proto': proto } : {} })).headers.get(
      'strict-transport-security',
    )
}

describe('HSTS on the web server', () => {
  it('keeps browsers on HTTPS for a year after an answer over HTTPS, and says nothing over plain HTTP', async () => {
    const hsts = await start(parseEnv({}).config!.HSTS_MAX_AGE)
    expect(await hsts('https')).toBe('max-age=31536000')
    expect(await hsts('https,http')).toBe('max-age=31536000')
    expect(await hsts('http')).toBeNull()
    expect(await hsts()).toBeNull()
  })

  it('HSTS_MAX_AGE: 0 tells browsers to forget it, off sends none, anything else stops start-up', async () => {
    expect(await (await start(parseEnv({ HSTS_MAX_AGE: '0' }).config!.HSTS_MAX_AGE))('https')).toBe(
      'max-age=0',
    )
    expect(await (await start(parseEnv({ HSTS_MAX_AGE: 'off' }).config!.HSTS_MAX_AGE))('https')).toBeNull()
    expect(parseEnv({ HSTS_MAX_AGE: 'forever' }).errors?.join()).toMatch(/^HSTS_MAX_AGE: /)
  })
})
