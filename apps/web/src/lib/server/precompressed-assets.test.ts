// @vitest-environment node
import fs from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { allowOwnServer } from '~/testing/network-guard.ts'
import { acceptsBrotli, precompressedAssets } from '../../../precompressed-assets.mjs'

let server: Server | undefined
afterEach(() => server?.close())

const script = `export const x = ${JSON.stringify('odds '.repeat(2000))}\n`

/** The asset stack of server.mjs over a directory with one script and its build-time brotli copy. */
async function start() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  fs.writeFileSync(path.join(dir, 'app-abc.js'), script)
  fs.writeFileSync(path.join(dir, 'app-abc.js.br'), zlib.brotliCompressSync(script))
  fs.writeFileSync(path.join(dir, 'plain-abc.js'), script)
  const app = express()
  app.use(compression())
  app.use('/assets', precompressedAssets(dir))
  app.use('/assets', express.static(dir, { immutable: true, maxAge: '1y' }))
  server = app.listen(0)
  await new Promise((r) => server!.once('listening', r))
  allowOwnServer(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`
  return (file: string, encoding: string) =>
    fetch(`${base}/${file}`, { headers: { 'accept-encoding': encoding } }).then(async (res) => ({
      res,
      body: await res.text(), // fetch decodes br and gzip
    }))
}

describe('precompressed assets', () => {
  it('sends the build-time brotli copy to a browser that accepts br, the same script', async () => {
    const get = await start()
    const { res, body } = await get('app-abc.js', 'gzip, deflate, br, zstd')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('vary')).toContain('Accept-Encoding')
    expect(body).toBe(script)
  })

  it('falls back to live compression without br, and for files without a copy', async () => {
    const get = await start()
    const gzip = await get('app-abc.js', 'gzip')
    expect(gzip.res.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.body).toBe(script)
    const plain = await get('plain-abc.js', 'br')
    expect(plain.body).toBe(script)
    expect((await get('missing-abc.js', 'br')).res.status).toBe(404)
  })

  it('reads br with its quality', () => {
    expect(acceptsBrotli('gzip, br')).toBe(true)
    expect(acceptsBrotli('br;q=0.5')).toBe(true)
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})
