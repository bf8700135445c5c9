import { publicEnv } from '~/config/public-env.ts'
import { readItem, removeItem, writeItem } from '../safe-storage.ts'

/** Spec §2: the native app loads the sportsbook with this query flag; it lasts the browser session. */
export const MOBILE_APP_PARAM = 'mobile_app'
const MOBILE_APP_KEY = 'sportsbook.mobileApp'

/** Host pages whose messages are accepted (spec §5): the platform origin plus the configured allow-list. */
export function allowedHostOrigins(): string[] {
  const env = publicEnv()
  return [...new Set([...(env.platformOrigin ? [env.platformOrigin] : []), ...env.embedOrigins])]
}

/** True inside a frame (any host): the bridge loads only then, or in the mobile app. */
export function isFramed(): boolean {
  try {
    return window.parent !== window
  } catch {
    return true
  }
}

/** Mobile-app mode: the query flag on any page, remembered for the session (spec §2). */
export function isMobileApp(search: string = window.location.search): boolean {
  const flag = new URLSearchParams(search).get(MOBILE_APP_PARAM)
  if (flag === '1' || flag === 'true') writeItem('session', MOBILE_APP_KEY, '1')
  if (flag === '0' || flag === 'false') removeItem('session', MOBILE_APP_KEY)
  return readItem('session', MOBILE_APP_KEY) === '1'
}

/**
 * The host's origin as the browser reports it (ancestorOrigins, else the referrer), when it is
 * allowed; messages are posted to that exact origin only, never to `*`.
 */
export function detectHostOrigin(allowed: readonly string[]): string | null {
  const candidates: string[] = []
  const ancestors = window.location.ancestorOrigins
  if (ancestors && ancestors.length > 0 && ancestors[0]) candidates.push(ancestors[0])
  try {
    if (document.referrer) candidates.push(new URL(document.referrer).origin)
  } catch {
    // no usable referrer
  }
  return candidates.find((o) => allowed.includes(o)) ?? null
}
