// Content safety (spec §1 white label): operator text reaches the page only through the sanitizer.
// 1,000 payloads go through every text-bearing widget; nothing scriptable may survive.
import { Widget, type WidgetKind } from '@sportsbook/contract'
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sanitizeHtml } from '~/lib/sanitize-html.ts'
import { renderWidgets } from './test-harness.tsx'
import { xssPayloads } from './xss-payloads.ts'

vi.mock('~/features/catalog/hooks/use-listing-live.ts', () => ({ useListingLive: () => {} }))

const PAYLOADS = xssPayloads(1000)
const BATCH = 100

declare global {
  interface Window {
    __xss?: unknown
  }
}

/** Nothing in the tree can run script: no script-like element, no on* handler, no script URL, no style. */
function assertInert(root: Element) {
  expect(
    root.querySelector('script, iframe, object, embed, svg, math, style, link, meta, base, form, template'),
  ).toBeNull()
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false)
      expect(attr.name, el.outerHTML).not.toBe('style')
      expect(attr.name, el.outerHTML).not.toBe('srcdoc')
      if (['href', 'src', 'action', 'formaction', 'data'].includes(attr.name)) {
        expect(attr.value, el.outerHTML).toMatch(/^(https?:\/\/|\/(?!\/)|mailto:|$)/i)
      }
    }
    // Anything that would run on an event runs now; it must not.
    for (const type of ['click', 'mouseover', 'focus', 'error', 'load', 'toggle', 'animationstart'])
      fireEvent(el, new Event(type))
  }
  expect(window.__xss).toBeUndefined()
}

const TEXT_KINDS: Record<string, (p: string) => Record<string, unknown>> = {
  text: (p) => ({ kind: 'text', html: { en: p }, title: { en: p } }),
  label: (p) => ({ kind: 'label', text: { en: p } }),
  banner: (p) => ({
    kind: 'banner',
    heading: { en: p },
    html: { en: p },
    cta: { en: p },
    href: '/sports/live',
  }),
  button: (p) => ({ kind: 'button', label: { en: p }, target: { type: 'page', page: 'results' } }),
  linkItem: (p) => ({ kind: 'linkItem', target: { type: 'link', href: '/sports/about', label: { en: p } } }),
  image: (p) => ({ kind: 'image', src: '/x.png', alt: { en: p } }),
  modal: (p) => ({ kind: 'modal', trigger: { en: p }, html: { en: p } }),
  clock: (p) => ({ kind: 'clock', title: { en: p } }),
}

// The text kinds' module loads once before the clock starts: this test is about script, not load time
// (a cold transform on a busy machine took longer than the wait below).
beforeAll(() => import('./kinds/content.tsx'), 60_000)

afterEach(() => {
  cleanup()
  delete window.__xss
})

describe('XSS: 1,000 payloads', () => {
  it('are all distinct enough to matter (1,000 generated)', () => {
    expect(PAYLOADS).toHaveLength(1000)
    expect(new Set(PAYLOADS).size).toBeGreaterThan(500)
  })

  it('leave nothing scriptable after the sanitizer', () => {
    for (const p of PAYLOADS) {
      const div = document.createElement('div')
      div.innerHTML = sanitizeHtml(p)
      assertInert(div)
    }
  })

  for (const [kind, make] of Object.entries(TEXT_KINDS)) {
    it(`run nothing through the ${kind} widget`, async () => {
      for (let i = 0; i < PAYLOADS.length; i += BATCH) {
        const widgets = PAYLOADS.slice(i, i + BATCH).map((p) => Widget.parse(make(p)))
        const { container } = renderWidgets(widgets)
        await waitFor(
          () => {
            const areas = container.querySelectorAll(`[data-widget="${kind as WidgetKind}"]`)
            expect([...areas].every((a) => a.childElementCount > 0)).toBe(true)
          },
          { timeout: 5000 },
        )
        assertInert(container)
        cleanup()
      }
    }, 60_000)
  }
})
