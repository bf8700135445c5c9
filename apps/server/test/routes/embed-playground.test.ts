// The embed playground exercises what operators install: the SDK script `npm pack` ships
// (packages/embed-sdk/dist/embed-sdk.js), not a bundle of its sources, called by its versioned name.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { build } from '../helpers/build-app.ts'

const app = await build({ fixtures: false })
const dist = fileURLToPath(new URL('../../../../packages/embed-sdk/dist/embed-sdk.js', import.meta.url))

describe('GET /dev/embed', () => {
  it('serves the packed SDK script, building the package first when dist/ is missing', async () => {
    fs.rmSync(dist, { force: true })
    const res = await app.inject({ method: 'GET', url: '/dev/embed/embed-sdk.js' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(fs.readFileSync(dist, 'utf8'))
    expect(res.body).toContain('mountV1')
  }, 60_000)

  it('mounts the sportsbook with mountV1, the protocol-named export', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/embed' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('SportsbookEmbed.mountV1(')
  })
})
