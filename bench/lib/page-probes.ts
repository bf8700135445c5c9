// What browser-live.ts records inside the page: socket frames and life (before the app's own handler)
// and every change of an odds button's text, with long tasks. The functions handed to the page are
// serialised by Playwright, so they name no function of this file.
import type { Page } from 'playwright-core'

/** Installs, before any page script, the WebSocket wrapper that fills `window.__rx` and `window.__ws`. */
export async function probeSocket(page: Page) {
  // Arrival of each markets_changed frame, before the app's own handler, to split network from page
  // time (by publication offset: every publication's offset is in its frame), and the socket's life:
  // opens, closes with their code, and subscribe replies (recovered or not, publications carried).
  // (No named function inside: tsx would wrap it in a `__name` helper the page does not have.)
  await page.addInitScript(() => {
    const w = window as unknown as { __rx: [number, number][]; __ws: (string | number | boolean)[][] }
    w.__rx = []
    w.__ws = []
    const Native = window.WebSocket
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols)
        w.__ws.push(['create', performance.timeOrigin + performance.now()])
        this.addEventListener('open', () => w.__ws.push(['open', performance.timeOrigin + performance.now()]))
        this.addEventListener('error', () =>
          w.__ws.push(['error', performance.timeOrigin + performance.now()]),
        )
        this.addEventListener('close', (e: CloseEvent) =>
          w.__ws.push(['close', performance.timeOrigin + performance.now(), e.code, e.reason, e.wasClean]),
        )
        this.addEventListener('message', (e: MessageEvent) => {
          const t = performance.timeOrigin + performance.now()
          if (typeof e.data !== 'string') return
          if (e.data.includes('"subscribe":{')) {
            for (const line of e.data.split('\n')) {
              const r = (
                JSON.parse(line) as {
                  subscribe?: {
                    was_recovering?: boolean
                    recovered?: boolean
                    publications?: unknown[]
                    offset?: number
                  }
                }
              ).subscribe
              if (r)
                w.__ws.push([
                  'subscribed',
                  t,
                  r.was_recovering ?? false,
                  r.recovered ?? false,
                  r.publications?.length ?? 0,
                  r.offset ?? 0,
                ])
            }
          }
          if (!e.data.includes('"markets_changed"')) return
          for (const m of e.data.matchAll(/"offset":(\d+)/g)) w.__rx.push([Number(m[1]), t])
        })
      }
    }
  })
}

/** From now on, fills `window.__bench.dom` with each odds text change and `.long` with long tasks. */
export async function probeOdds(page: Page, selector: string) {
  // In the page: every change of a price's text, with the row's match id and the button's index.
  await page.evaluate((odds) => {
    const w = window as unknown as { __bench: { dom: [number, number, string, number][]; long: number[] } }
    w.__bench = { dom: [], long: [] }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.long.push(e.duration)
    }).observe({ type: 'longtask' })
    new MutationObserver((records) => {
      const t = performance.timeOrigin + performance.now()
      const seen = new Set<Element>()
      for (const r of records) {
        const node = r.target.nodeType === Node.ELEMENT_NODE ? (r.target as Element) : r.target.parentElement
        const button = node?.closest(odds)
        const li = button?.closest('li')
        if (!button || !li || seen.has(button)) continue
        seen.add(button)
        const id = Number(/-(\d+)$/.exec(li.querySelector('a')?.getAttribute('href') ?? '')?.[1] ?? 0)
        const index = [...li.querySelectorAll(odds)].indexOf(button)
        // The price is the button's left-to-right isolate (a caption may come first, a move arrow after).
        w.__bench.dom.push([id, index, button.querySelector('bdi[dir="ltr"]')?.textContent ?? '', t])
      }
    }).observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true })
  }, selector)
}
