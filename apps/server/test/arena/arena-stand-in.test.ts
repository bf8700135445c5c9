import { ArenaLaunch, Brand } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { ARENA_PAGE_PATH } from '../../src/modules/arena-stand-in/index.ts'
import { build } from '../helpers/build-app.ts'

const app = await build()
const launch = (provider: string, body: unknown) =>
  app.inject({ method: 'POST', url: `/api/platform/virtual-wallet/${provider}/launch`, payload: body as object })

describe('the virtual wallet stand-in (development only)', () => {
  it('launches the arena: an address of this site whose page lists the lobby, with no script', async () => {
    const res = await launch('demo', { app: 'arena' })
    expect(res.statusCode).toBe(200)
    const { url } = ArenaLaunch.parse(res.json())
    expect(url).toBe(`${ARENA_PAGE_PATH}?app=arena`)
    const page = await app.inject({ method: 'GET', url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    expect(page.body).toContain('Development stand-in for the games provider (app “arena”)')
    expect(page.body).not.toMatch(/<script/i)
  })

  it('answers an unknown provider 404 and bad names 400, with catalogue errors', async () => {
    const unknown = await launch('acme', { app: 'arena' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('not_found')
    for (const [provider, body] of [
      ['demo', { app: '<script>' }],
      ['demo', {}],
      ['DEMO!', { app: 'arena' }],
    ] as const) {
      const res = await launch(provider, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBeTypeOf('string')
    }
    expect((await app.inject({ method: 'GET', url: `${ARENA_PAGE_PATH}?app=%3Cb%3E` })).statusCode).toBe(400)
  })

  it('the contract frames only an https address or a path of this site', () => {
    for (const url of ['/api/platform/virtual-wallet/demo/arena', 'https://games.example/lobby'])
      expect(ArenaLaunch.safeParse({ url }).success).toBe(true)
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'http://games.example', '//evil.example/x', '/\\evil'])
      expect(ArenaLaunch.safeParse({ url }).success).toBe(false)
    const wallet = (url: string) => Brand.shape.virtual_wallet.safeParse({ url, provider: 'demo' }).success
    expect(wallet('/api/platform/virtual-wallet')).toBe(true)
    expect(wallet('//evil.example')).toBe(false)
  })
})
