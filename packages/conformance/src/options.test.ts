import { describe, expect, it } from 'vitest'
import { parseOptions, UsageError } from './options.ts'

const base = ['--platform', 'https://api.example/platform/', '--sportsbook', 'https://api.example/sportsbook']

describe('command line', () => {
  it('derives the realtime URL from the Sportsbook API host and keeps a password with colons whole', () => {
    const o = parseOptions([...base, '--player', 'a@b.test:pa:ss'])
    expect(o.platform).toBe('https://api.example/platform')
    expect(o.realtime).toBe('wss://api.example/connection/websocket')
    expect(o.player).toEqual({ login: 'a@b.test', password: 'pa:ss' })
    expect(o).toMatchObject({ locale: 'en', json: false, timeoutMs: 10_000 })
  })

  it('refuses a missing API, a URL that is not http(s), and a player without a password', () => {
    expect(() => parseOptions(['--platform', 'https://x.test'])).toThrow(
      new UsageError('--sportsbook is required'),
    )
    expect(() => parseOptions([...base.slice(0, 2), '--sportsbook', 'ftp://x'])).toThrow(
      /must be an http\(s\) URL/,
    )
    expect(() => parseOptions([...base, '--player', 'someone@x.test'])).toThrow(
      /--player takes email:password/,
    )
  })

  it('takes --base for both APIs, and one way to a player only', () => {
    const o = parseOptions(['--base', 'http://127.0.0.1:4000/', '--reference'])
    expect(o).toMatchObject({
      platform: 'http://127.0.0.1:4000/api/platform',
      sportsbook: 'http://127.0.0.1:4000/api/sportsbook',
      realtime: 'ws://127.0.0.1:4000/connection/websocket',
      reference: true,
    })
    expect(() => parseOptions(['--base', 'http://x.test', '--reference', '--player', 'a@b.test:p'])).toThrow(
      /one of --player, --cookie and --reference/,
    )
  })
})
