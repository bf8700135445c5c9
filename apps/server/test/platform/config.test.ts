import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config/env.ts'

describe('platform configuration', () => {
  it('defaults: US and FR blocked, links to the web app on WEB_PORT, demo players outside production', () => {
    const c = loadConfig({})
    expect(c.platform).toEqual({
      blockedCountries: ['US', 'FR'],
      publicWebUrl: 'http://localhost:3000',
      seedDemoPlayers: true,
      trustProxy: 'loopback',
      devTools: false,
      depositRequiredFields: [],
    })
    expect(loadConfig({ WEB_PORT: '3310' }).platform.publicWebUrl).toBe('http://localhost:3310')
    expect(loadConfig({ NODE_ENV: 'production' }).platform.seedDemoPlayers).toBe(false)
  })

  it('reads and checks the variables', () => {
    const c = loadConfig({
      BLOCKED_COUNTRIES: 'gb,de',
      PUBLIC_WEB_URL: 'https://bet.example',
      TRUST_PROXY: 'true',
    })
    expect(c.platform).toMatchObject({
      blockedCountries: ['GB', 'DE'],
      publicWebUrl: 'https://bet.example',
      trustProxy: true,
    })
    expect(loadConfig({ BLOCKED_COUNTRIES: '' }).platform.blockedCountries).toEqual(['US', 'FR'])
    expect(loadConfig({ BLOCKED_COUNTRIES: 'none' }).platform.blockedCountries).toEqual([])
    expect(() => loadConfig({ BLOCKED_COUNTRIES: 'USA' })).toThrow(ConfigError)
    expect(() => loadConfig({ PUBLIC_WEB_URL: 'ftp://x' })).toThrow(/PUBLIC_WEB_URL/)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).platform.trustProxy).toBe('10.0.0.0/8,loopback')
    expect(loadConfig({ TRUST_PROXY: 'false' }).platform.trustProxy).toBe(false)
    expect(() => loadConfig({ TRUST_PROXY: 'a b' })).toThrow(/TRUST_PROXY/)
  })

  it('development tools only when asked for, and never in production', () => {
    expect(loadConfig({ DEV_TOOLS: 'true' }).platform.devTools).toBe(true)
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' })).toThrow(
      /DEV_TOOLS="true": refused with NODE_ENV=production/,
    )
  })
})
