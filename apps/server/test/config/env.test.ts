import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config/env.ts'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({})
    expect(c.api).toEqual({ port: 4000, host: '127.0.0.1' })
    expect(c.db.url).toBeUndefined()
    expect(c.db.embeddedPort).toBe(5433)
    expect(c.db.embeddedDataDir.endsWith(path.join('.data', 'pg'))).toBe(true)
    expect(c.feed).toEqual({ enabled: true, seed: 42, speed: 1 })
    expect(c.logLevel).toBe('info')
  })

  it('parses given values', () => {
    const c = loadConfig({
      API_PORT: '4100',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      DATA_DIR: '/tmp/x',
      FEED_ENABLED: 'false',
      FEED_SEED: '7',
      FEED_SPEED: '60',
      LOG_LEVEL: 'warn',
    })
    expect(c.api.port).toBe(4100)
    expect(c.db.url).toBe('postgres://u:p@localhost:5432/db')
    expect(c.db.embeddedDataDir).toBe('/tmp/x/pg')
    expect(c.feed).toEqual({ enabled: false, seed: 7, speed: 60 })
    expect(c.logLevel).toBe('warn')
  })

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', API_PORT: '' }).api.port).toBe(4000)
  })

  it('names the bad variable and its value', () => {
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(/API_PORT="abc"/)
    expect(() => loadConfig({ FEED_SPEED: '5000' })).toThrow(/FEED_SPEED="5000"/)
    expect(() => loadConfig({ FEED_SEED: '1.5' })).toThrow(/FEED_SEED/)
    expect(() => loadConfig({ FEED_ENABLED: 'maybe' })).toThrow(/FEED_ENABLED/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
  })

  it('takes a Sentry DSN for the server\'s own errors, unset by default', () => {
    expect(loadConfig({}).sentryDsn).toBeUndefined()
    expect(loadConfig({ SENTRY_DSN: 'https://key@errors.example/42' }).sentryDsn).toBe('https://key@errors.example/42')
    expect(() => loadConfig({ SENTRY_DSN: 'https://errors.example/42' })).toThrow(/SENTRY_DSN.*project-id/)
    expect(() => loadConfig({ SENTRY_DSN: 'https://key@errors.example/' })).toThrow(/SENTRY_DSN/)
    expect(() => loadConfig({ SENTRY_DSN: 'ftp://key@errors.example/1' })).toThrow(/SENTRY_DSN/)
  })

  it('takes the image proxy\'s source origins, none by default, and refuses anything but origins', () => {
    expect(loadConfig({}).images.sourceOrigins).toEqual([])
    expect(
      loadConfig({ IMAGE_SOURCE_ORIGINS: 'https://cdn.example.com, http://img.example:8080/' }).images.sourceOrigins,
    ).toEqual(['https://cdn.example.com', 'http://img.example:8080'])
    for (const bad of ['https://cdn.example.com/logos', 'file:///etc', 'cdn.example.com', 'https://u:p@cdn.example.com'])
      expect(() => loadConfig({ IMAGE_SOURCE_ORIGINS: bad })).toThrow(/IMAGE_SOURCE_ORIGINS/)
  })

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ API_PORT: '0', PG_PORT: '70000' })).toThrow(/API_PORT[\s\S]*PG_PORT/)
  })
})
