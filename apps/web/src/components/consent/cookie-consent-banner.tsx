import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { setConsent } from '~/lib/tracking/consent.ts'

const button =
  'rounded-md px-3 py-2 text-sm font-semibold outline-none focus-visible:outline-2 focus-visible:outline-focus'

/** The CSS variable holding the banner's height while it shows (app.css reserves that room). */
export const CONSENT_HEIGHT_VAR = '--consent-height'

/**
 * Spec §2 cookie confirmation: a non-modal region; the choice is kept for a year (spec §7). Never over
 * a price: on phones a full-width bar docked on the tab bar, and while it shows the page keeps its
 * height free at the end and scrolls a focused control above it (app.css `sb-consent-room`); from
 * md a card in the bottom corner at the start, over the sports menu, away from the odds columns.
 */
export default function CookieConsentBanner() {
  const intl = useIntl()
  const title = intl.formatMessage({ id: 'consent.title' })
  const ref = useRef<HTMLElement>(null)
  // The exact height once running (app.css has an estimate for the server-rendered first paint).
  useEffect(() => {
    const el = ref.current
    const root = document.documentElement
    if (!el || typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(() =>
      root.style.setProperty(CONSENT_HEIGHT_VAR, `${el.offsetHeight}px`),
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      root.style.removeProperty(CONSENT_HEIGHT_VAR)
    }
  }, [])
  return (
    <section
      ref={ref}
      aria-label={title}
      data-consent-banner=""
      className="fixed inset-x-0 bottom-[calc(var(--view-bottom)+var(--tabbar-height))] z-40 border-t border-line bg-surface px-4 py-3 text-fg shadow-lg md:start-4 md:end-auto md:bottom-4 md:w-[22rem] md:rounded-md md:border md:p-4"
    >
      <h2 className="text-sm font-bold">{title}</h2>
      <p className="mt-1 text-xs text-muted md:text-sm">
        {intl.formatMessage({ id: 'consent.description' })}
      </p>
      <div className="mt-2 flex justify-end gap-2 md:mt-3 md:flex-wrap">
        <button
          type="button"
          className={`${button} flex-1 border border-line hover:bg-raised md:flex-none`}
          onClick={() => setConsent('necessary')}
        >
          {intl.formatMessage({ id: 'consent.necessary' })}
        </button>
        <button
          type="button"
          className={`${button} flex-1 bg-brand text-on-brand hover:bg-brand-strong md:flex-none`}
          onClick={() => setConsent('all')}
        >
          {intl.formatMessage({ id: 'consent.accept' })}
        </button>
      </div>
    </section>
  )
}
