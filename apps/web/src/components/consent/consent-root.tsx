import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { publicEnv } from '~/config/public-env.ts'
import { keepTrackingTags, useConsent, type Consent } from '~/lib/tracking/consent.ts'
import { loadTagManager } from '~/lib/tracking/tag-manager.ts'
import { extractTracking } from '~/lib/tracking/tracking-params.ts'
import CookieConsentBanner from './cookie-consent-banner.tsx'

/**
 * Tracking tags leave the URL as soon as the page runs (spec §2); the consent banner asks once;
 * the tag manager loads only with consent, after the page is up (never blocks rendering).
 */
export function ConsentRoot({ fromServer }: { fromServer?: Consent | null }) {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const consent = useConsent(fromServer)

  useEffect(() => {
    const { tags, cleanSearch } = extractTracking(search)
    if (cleanSearch === null) return
    keepTrackingTags(tags)
    void navigate(`${pathname}${cleanSearch}${hash}`, { replace: true, preventScrollReset: true })
  }, [pathname, search, hash, navigate])

  useEffect(() => {
    if (consent === 'all') loadTagManager(publicEnv().tagManagerIds)
  }, [consent])

  // undefined: the server did not read the cookie (an error page); the browser decides after hydration.
  if (consent !== null) return null
  // In the page's shell, not a lazy chunk: a first-time visitor's phone paints it first, and as the
  // largest text it is the LCP (streamed after the widgets or rendered after hydration, LCP waited).
  return <CookieConsentBanner />
}
