// @vitest-environment node
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { compiledMessagesFor, messagesScript } from '~/lib/i18n.server.ts'
import { loader } from './messages-script.ts'

const get = (file: string) => loader({ params: { file } } as never)

describe('GET /i18n/<locale>.<hash>.js', () => {
  it('hands the browser exactly the locale’s parsed messages, cached for a year under a content hash', async () => {
    const { url } = messagesScript('de')
    expect(url).toMatch(/^\/i18n\/de\.[0-9a-f]{12}\.js$/)
    const res = get(url.slice('/i18n/'.length))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('cache-control')).toContain('immutable')
    const window: Record<string, unknown> = {}
    runInNewContext(await res.text(), { window })
    expect(window.__SB_MESSAGES__).toEqual({ de: JSON.parse(JSON.stringify(compiledMessagesFor('de'))) })
  })

  it('another catalogue is another URL; an old hash gets today’s messages, briefly cached; junk is 404', () => {
    expect(messagesScript('ar').url).not.toBe(messagesScript('en').url)
    const old = get('en.000000000000.js')
    expect(old.status).toBe(200)
    expect(old.headers.get('cache-control')).toBe('public, max-age=60')
    for (const file of ['xx.000000000000.js', 'en.js', '../en.000000000000.js', 'en.000000000000.json'])
      expect(get(file).status).toBe(404)
  })
})
