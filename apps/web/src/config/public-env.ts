import { RTL_VIEW } from './features.ts'

/** Configuration the browser needs; the server renders it into the page so one build serves every operator. */
export interface PublicEnv {
  sportsbookApiUrl: string
  platformApiUrl: string
  /** The operator's casino/platform front end (spec §2 payment links), or null in the reference setup. */
  platformOrigin: string | null
  /** Per-mirror custom deposit URLs (spec §2): the host the sportsbook is served on → its cashier URL. */
  depositUrls: Readonly<Record<string, string>>
  /** Spec §5: phone verification required after login. */
  phoneVerificationRequired: boolean
  /** The realtime server's WebSocket URL (e.g. a Centrifugo host), or null: same origin, proxied. */
  realtimeUrl: string | null
  /** Spec §2 feature rtl_view: right-to-left locales (ar, he, fa, ur) mirror the layout. */
  rtlView: boolean
}

declare global {
  interface Window {
    __PUBLIC_ENV__?: PublicEnv
  }
}

const DEFAULT_API_URL = 'http://127.0.0.1:4000'

export const DEFAULT_PUBLIC_ENV: PublicEnv = {
  sportsbookApiUrl: '/api/sportsbook',
  platformApiUrl: '/api/platform',
  platformOrigin: null,
  depositUrls: {},
  phoneVerificationRequired: false,
  realtimeUrl: null,
  rtlView: RTL_VIEW,
}

// The root loader reads the env on every request: each problem is logged once, not per page view.
const warned = new Set<string>()
function warn(message: string) {
  if (warned.has(message)) return
  warned.add(message)
  console.warn(`[public-env] ${message}`)
}

const httpUrl = (value: string): URL | null => {
  try {
    const u = new URL(value)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null
  } catch {
    return null
  }
}

/** `https://casino.example/` → `https://casino.example`; anything but an http(s) URL is ignored. */
export function parseOrigin(name: string, value: string | undefined): string | null {
  if (!value) return null
  const u = httpUrl(value.trim())
  if (u) return u.origin
  warn(`${name}: ignored ${JSON.stringify(value)} (expected an http(s) origin like https://casino.example)`)
  return null
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/

/**
 * `bet.example.com=https://pay.example.com/deposit,bet2.example.com=https://…`: a bad entry is left
 * out with a warning, so one typo never takes the site (or the other mirrors' deposits) down.
 */
export function parseDepositUrls(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const eq = entry.indexOf('=')
    const host = entry.slice(0, Math.max(eq, 0)).trim().toLowerCase()
    const url = eq > 0 ? httpUrl(entry.slice(eq + 1).trim()) : null
    if (!HOST.test(host) || !url) {
      warn(`PUBLIC_DEPOSIT_URLS: ignored ${JSON.stringify(entry)} (expected host=https://url)`)
      continue
    }
    out[host] = url.href
  }
  return out
}

/** `wss://rt.example.com/connection/websocket`: a ws(s) URL, or null (with a warning) for anything else. */
export function parseWebSocketUrl(name: string, value: string | undefined): string | null {
  if (!value) return null
  try {
    const u = new URL(value.trim())
    if (u.protocol === 'wss:' || u.protocol === 'ws:') return u.href
  } catch {
    // reported below
  }
  warn(
    `${name}: ignored ${JSON.stringify(value)} (expected a ws(s) URL like wss://rt.example.com/connection/websocket)`,
  )
  return null
}

/** `true`/`false` (also 1/0, yes/no, any case); unset or anything else is the default, with a warning. */
export function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase()
  if (!v) return fallback
  if (v === 'true' || v === '1' || v === 'yes') return true
  if (v === 'false' || v === '0' || v === 'no') return false
  warn(`${name}: ignored ${JSON.stringify(value)} (expected true or false)`)
  return fallback
}

/** Read on the server only: the browser uses same-origin paths (proxied) unless the operator sets PUBLIC_*. */
export function readPublicEnv(env: NodeJS.ProcessEnv = process.env): PublicEnv {
  return {
    sportsbookApiUrl: env.PUBLIC_SPORTSBOOK_API_URL || DEFAULT_PUBLIC_ENV.sportsbookApiUrl,
    platformApiUrl: env.PUBLIC_PLATFORM_API_URL || DEFAULT_PUBLIC_ENV.platformApiUrl,
    platformOrigin: parseOrigin('PUBLIC_PLATFORM_ORIGIN', env.PUBLIC_PLATFORM_ORIGIN),
    depositUrls: parseDepositUrls(env.PUBLIC_DEPOSIT_URLS),
    phoneVerificationRequired: parseFlag(
      'PUBLIC_PHONE_VERIFICATION_REQUIRED',
      env.PUBLIC_PHONE_VERIFICATION_REQUIRED,
      DEFAULT_PUBLIC_ENV.phoneVerificationRequired,
    ),
    realtimeUrl: parseWebSocketUrl('PUBLIC_REALTIME_URL', env.PUBLIC_REALTIME_URL),
    rtlView: parseFlag('PUBLIC_RTL_VIEW', env.PUBLIC_RTL_VIEW, DEFAULT_PUBLIC_ENV.rtlView),
  }
}

/** The operator's settings wherever code runs: the page's copy in the browser, process.env during SSR. */
export function publicEnv(): PublicEnv {
  if (typeof window === 'undefined') return readPublicEnv()
  return { ...DEFAULT_PUBLIC_ENV, ...window.__PUBLIC_ENV__ }
}

/** Base URLs for server-side rendering fetches, which go straight to the backend. */
export function readServerApiUrls(
  env: NodeJS.ProcessEnv = process.env,
): Pick<PublicEnv, 'sportsbookApiUrl' | 'platformApiUrl'> {
  const api = (env.API_URL || DEFAULT_API_URL).replace(/\/$/, '')
  return {
    sportsbookApiUrl: env.SPORTSBOOK_API_URL || `${api}/api/sportsbook`,
    platformApiUrl: env.PLATFORM_API_URL || `${api}/api/platform`,
  }
}
