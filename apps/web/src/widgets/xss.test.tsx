// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"enableIframePageLoading":true,"navigation":{"disableMainFrameNavigation":true,"disableChildFrameNavigation":true}}}
// Content safety (spec §1 white label): operator text reaches the page only through the sanitizer.
// 1,000 payloads go through every text-bearing widget; nothing scriptable may survive, and no script
// runs. This file runs with happy-dom's JavaScript on (the comment above): inline event handlers run
// here as in a browser, as the control test shows; frames and links never navigate anywhere.
import { Widget, type WidgetKind } from '@sportsbook/contract'
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sanitizeHtml } from '~/lib/sanitize-html.ts'
import { renderWidgets } from './test-harness.tsx'
import { VECTORS, xssPayloads } from './xss-payloads.ts'

vi.mock('~/features/catalog/hooks/use-listing-live.ts', () => ({ useListingLive: () => {} }))

const PAYLOADS = xssPayloads(1000)
const BATCH = 100
/** The one iframe origin the test brand lists: an iframe widget may show it, nothing else. */
const IFRAME_ORIGIN = 'https://games.example'

declare global {
  interface Window {
    __xss?: unknown
  }
}

const EVENTS = ['click', 'mouseover', 'focus', 'error', 'load', 'toggle', 'animationstart']

/** Every event that could run an inline handler, on every element under `root`. */
function fireEverything(root: Element) {
  for (const el of root.querySelectorAll('*')) for (const type of EVENTS) fireEvent(el, new Event(type))
}

/** Nothing under `root` can run script: no script-like element, no on* handler, no script URL, no style. */
function assertNothingScriptable(root: Element) {
  expect(
    root.querySelector('script, object, embed, svg, math, style, link, meta, base, form, template'),
  ).toBeNull()
  for (const frame of root.querySelectorAll('iframe')) {
    expect(new URL(frame.src).origin, frame.outerHTML).toBe(IFRAME_ORIGIN)
    expect(frame.hasAttribute('sandbox'), frame.outerHTML).toBe(true)
  }
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false)
      expect(attr.name, el.outerHTML).not.toBe('style')
      expect(attr.name, el.outerHTML).not.toBe('srcdoc')
      if (['href', 'src', 'action', 'formaction', 'data'].includes(attr.name)) {
        expect(attr.value, el.outerHTML).toMatch(/^(https?:\/\/|\/(?!\/)|mailto:|$)/i)
      }
    }
  }
}

/** The whole page (portals too) is inert, and after every element was clicked, hovered, focused… nothing ran. */
function assertInert(root: Element = document.body) {
  assertNothingScriptable(root)
  fireEverything(root)
  expect(window.__xss).toBeUndefined()
}

/**
 * Raw markup that runs script on an event, if it reached the page unsanitized (the control; happy-dom
 * runs the inline handlers of click, error and load, not yet those of rarer events).
 */
const CONTROL = [
  '<img src=x onerror="window.__xss=1">',
  '<p onclick="window.__xss=1">click</p>',
  '<a href="/ok" onclick="window.__xss=1">ok</a>',
  '<button onload="window.__xss=1" onclick="window.__xss=1">b</button>',
]

const en = (p: string) => ({ en: p })
/** Each kind whose props carry operator text, with the payload in every text prop (and its title). */
const TEXT_KINDS: Partial<Record<WidgetKind, (p: string) => Record<string, unknown>>> = {
  text: (p) => ({ kind: 'text', html: en(p), title: en(p) }),
  label: (p) => ({ kind: 'label', text: en(p), title: en(p) }),
  banner: (p) => ({ kind: 'banner', heading: en(p), html: en(p), cta: en(p), href: '/sports/live' }),
  button: (p) => ({ kind: 'button', label: en(p), target: { type: 'page', page: 'results' } }),
  linkItem: (p) => ({ kind: 'linkItem', target: { type: 'link', href: '/sports/about', label: en(p) } }),
  image: (p) => ({ kind: 'image', src: '/x.png', alt: en(p), title: en(p) }),
  modal: (p) => ({ kind: 'modal', trigger: en(p), html: en(p), title: en(p) }),
  iframe: (p) => ({ kind: 'iframe', src: `${IFRAME_ORIGIN}/game`, label: en(p), title: en(p) }),
  clock: (p) => ({ kind: 'clock', title: en(p) }),
  speedDial: (p) => ({
    kind: 'speedDial',
    title: en(p),
    items: [{ type: 'link', href: 'https://help.example', label: en(p) }],
  }),
  subMenu: (p) => ({
    kind: 'subMenu',
    title: en(p),
    items: [{ type: 'link', href: '/sports/about', label: en(p) }],
  }),
  platformSwitcher: (p) => ({
    kind: 'platformSwitcher',
    title: en(p),
    items: [{ label: en(p), href: 'https://casino.example' }],
  }),
}

// Each kind's module loads once before the clock starts: this test is about script, not load time
// (a cold transform on a busy machine took longer than the wait below).
beforeAll(
  () =>
    Promise.all([
      import('./kinds/content.tsx'),
      import('./kinds/navigation.tsx'),
      import('./kinds/other-areas.tsx'),
    ]),
  60_000,
)

afterEach(() => {
  cleanup()
  delete window.__xss
})

describe('XSS: 1,000 payloads', () => {
  it('are all distinct enough to matter (1,000 generated)', () => {
    expect(PAYLOADS).toHaveLength(1000)
    expect(new Set(PAYLOADS).size).toBeGreaterThan(500)
  })

  it('would run here unsanitized: the checks below see script that runs', () => {
    for (const vector of CONTROL) {
      const div = document.createElement('div')
      document.body.append(div)
      try {
        div.innerHTML = vector
        fireEverything(div)
        expect(window.__xss, vector).toBe(1)
      } finally {
        delete window.__xss
        div.remove()
      }
    }
  })

  it('leave nothing scriptable after the sanitizer', () => {
    for (const p of PAYLOADS) {
      const div = document.createElement('div')
      document.body.append(div)
      div.innerHTML = sanitizeHtml(p)
      assertInert(div)
      div.remove()
    }
  })

  for (const [kind, make] of Object.entries(TEXT_KINDS)) {
    it(`run nothing through the ${kind} widget`, async () => {
      for (let i = 0; i < PAYLOADS.length; i += BATCH) {
        const widgets = PAYLOADS.slice(i, i + BATCH).map((p) => Widget.parse(make(p)))
        renderWidgets(widgets)
        await waitFor(
          () => {
            const areas = document.querySelectorAll(`[data-widget="${kind}"]`)
            expect(areas).toHaveLength(widgets.length)
            expect([...areas].every((a) => a.childElementCount > 0)).toBe(true)
          },
          { timeout: 5000 },
        )
        assertInert()
        cleanup()
      }
    }, 90_000)
  }

  // A modal's body renders only when it opens (in a portal). It is the text widget's rich text (1,000
  // payloads above); here each classic vector in a modal of its own, opened.
  const triggers = () => [...document.querySelectorAll('[data-widget="modal"] button')]
  it('run nothing through an opened modal', async () => {
    for (let i = 0; i < VECTORS.length; i += 10) {
      const batch = VECTORS.slice(i, i + 10)
      renderWidgets(
        batch.map((p, j) => Widget.parse({ kind: 'modal', trigger: en(`Open ${j}`), html: en(p) })),
      )
      await waitFor(() => expect(triggers()).toHaveLength(batch.length), { timeout: 10_000 })
      // Each opens over the last (closing waits on an exit animation): the newest dialog is the last.
      for (const trigger of triggers()) {
        fireEvent.click(trigger)
        const dialogs = document.querySelectorAll('[role="dialog"]')
        const dialog = dialogs[dialogs.length - 1]
        expect(dialog?.textContent, trigger.textContent ?? '').toContain(trigger.textContent)
        assertInert(dialog!)
      }
      cleanup()
    }
  }, 60_000)
})
