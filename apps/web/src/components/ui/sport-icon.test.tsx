// The sport icons draw from the API's sprite (spec §7 GET /icons.svg?version), fetched once per page;
// a failed fetch is ignored when the network failed and reported otherwise (spec §8).
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PUBLIC_ENV } from '~/config/public-env.ts'
import { resetIconSpriteForTests } from '~/lib/icons/icon-sprite.ts'
import { SportIcon } from './sport-icon.tsx'

// The setup file stands the loader in for every other test; this one tests the real fetch.
vi.unmock('~/lib/icons/request-sprite.ts')

const reported: [unknown, string][] = []
vi.mock('~/lib/error-reporting/start-reporting.ts', () => ({
  reportError: (error: unknown, where: string) => reported.push([error, where]),
}))

const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">
  <symbol id="soccer" viewBox="0 0 24 24" onload="alert(1)"><circle cx="12" cy="12" r="9"/><script>alert(2)</script></symbol>
  <symbol id="cs2" viewBox="0 0 24 24"><path d="M4 4h16"/></symbol>
  <symbol id="other" viewBox="0 0 24 24"><path d="M8 4h8"/></symbol>
</svg>`

afterEach(() => {
  delete window.__PUBLIC_ENV__
  reported.length = 0
  vi.unstubAllGlobals()
  resetIconSpriteForTests()
})

/** Renders icons with the API answering `answer`; resolves once the sprite fetch has settled. */
async function drawn(keys: string[], answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer())
  vi.stubGlobal('fetch', fetch)
  const view = render(
    <>
      {keys.map((k) => (
        <SportIcon key={k} sportKey={k} />
      ))}
    </>,
  )
  await act(async () => {
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    await fetch.mock.results[0]!.value.catch(() => undefined)
    await new Promise((r) => setTimeout(r, 0))
  })
  const hrefs = [...view.container.querySelectorAll('use')].map((u) => u.getAttribute('href'))
  return { fetch, hrefs }
}

const svg = () => Promise.resolve(new Response(SPRITE, { headers: { 'content-type': 'image/svg+xml' } }))

describe('SportIcon', () => {
  it('asks the API for the sprite once, with the app version, and draws each sport with its symbol', async () => {
    const { fetch, hrefs } = await drawn(['soccer', 'cs2'], svg)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/sportsbook\/icons\.svg\?version=\d+\.\d+\.\d+/)
    // the API is on this origin: each icon points at the sprite itself, so the server's HTML draws it
    const sprite = String(fetch.mock.calls[0]![0])
    expect(hrefs).toEqual([`${sprite}#soccer`, `${sprite}#cs2`])
  })

  it('with an API on another origin, draws from the symbols copied into the page', async () => {
    window.__PUBLIC_ENV__ = { ...DEFAULT_PUBLIC_ENV, sportsbookApiUrl: 'https://api.example/sportsbook' }
    const { fetch, hrefs } = await drawn(['soccer', 'cs2'], svg)
    expect(String(fetch.mock.calls[0]![0])).toMatch(
      /^https:\/\/api\.example\/sportsbook\/icons\.svg\?version=/,
    )
    expect(hrefs).toEqual(['#sb-icon-soccer', '#sb-icon-cs2'])
    expect(document.getElementById('sb-icon-soccer')?.tagName.toLowerCase()).toBe('symbol')
  })

  it('draws a sport the sprite has no picture for with the generic trophy, never an empty box', async () => {
    const { hrefs } = await drawn(['darts'], svg)
    expect(hrefs[0]).toMatch(/\/icons\.svg\?version=[^#]+#other$/)
  })

  it('puts only drawings into the page: no script or handler of the answer survives', async () => {
    await drawn(['soccer'], svg)
    const soccer = document.getElementById('sb-icon-soccer')!
    expect(soccer.querySelector('script')).toBeNull()
    expect(soccer.getAttribute('onload')).toBeNull()
    expect(soccer.querySelector('circle')).not.toBeNull()
  })

  it('ignores a network failure (nothing reported)', async () => {
    await drawn(['soccer'], () => Promise.reject(new TypeError('Failed to fetch')))
    expect(reported).toEqual([])
  })

  it('reports any other failure with the response URL, status and data', async () => {
    await drawn(['soccer'], () => Promise.resolve(new Response('upstream down', { status: 502 })))
    expect(reported).toHaveLength(1)
    const [error, where] = reported[0] as [
      { status: number; response: { url: string; data: unknown } },
      string,
    ]
    expect(where).toBe('icons')
    expect(error.status).toBe(502)
    expect(error.response.url).toMatch(/\/icons\.svg\?version=/)
    expect(error.response.data).toBe('upstream down')
  })
})
