import { isSitePath, PAYMENT_STATUSES, type PaymentStatus } from '@sportsbook/contract'
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
  /** Spec §5: host pages whose window messages the embedded sportsbook accepts, besides platformOrigin. */
  embedOrigins: readonly string[]
  /** Spec §6 user-group checker: players outside this status group are sent to the platform origin. */
  requiredUserGroup: string | null
  /** Spec §6: logged-out visitors are sent to the platform origin. */
  redirectLoggedOut: boolean
  /** Spec §7 error reporting: a Sentry-compatible DSN, or null (nothing is sent). */
  errorReportingDsn: string | null
  /** Spec §7: tag-manager container ids, loaded only after the visitor's consent. */
  tagManagerIds: readonly string[]
  /** The operator's brand: page titles ("Home v Away – odds | Brand") and the footer. */
  brandName: string
  /** Minimum age to play (the footer's "18+" and its words). */
  minAge: number
  /** UKGC RTS 13/14: session time and net position in the header while signed in (PUBLIC_SESSION_STATUS). */
  sessionStatus: boolean
  /** The footer's links (and the sign-up terms checkbox's): http(s) URLs or same-origin paths. */
  links: FooterLinks
  /** The current terms version (spec §2 terms checker): players accept it before betting; null: off. */
  termsVersion: string | null
  /** A preview deployment (spec §2 preview alert): every page says so. */
  preview: boolean
  /** Spec §2 iframe deposit: Deposit opens the platform's payment widget (/spi/main.js) in a dialog. */
  iframeDeposit: boolean
  /** Spec §4 quick deposit: the slip offers a compact deposit through the widget when the balance is short. */
  quickDeposit: boolean
  /** Spec §6 "test flag plus test status": QA turns quick deposit on and the widget answers this status. */
  paymentTest: boolean
  paymentTestStatus: PaymentStatus | null
}

/** The pages every gambling site links from its footer (spec §2 payment links name terms and support). */
export interface FooterLinks {
  responsibleGambling: string
  terms: string
  privacy: string
  licence: string
  support: string
}

declare global {
  interface Window {
    __PUBLIC_ENV__?: PublicEnv
  }
}

const DEFAULT_API_URL = 'http://127.0.0.1:4000'

/** Independent help for anyone worried about their gambling (the operator sets its own market's). */
export const DEFAULT_RESPONSIBLE_GAMBLING_URL = 'https://www.begambleaware.org/'

export const DEFAULT_PUBLIC_ENV: PublicEnv = {
  sportsbookApiUrl: '/api/sportsbook',
  platformApiUrl: '/api/platform',
  platformOrigin: null,
  depositUrls: {},
  phoneVerificationRequired: false,
  realtimeUrl: null,
  rtlView: RTL_VIEW,
  embedOrigins: [],
  requiredUserGroup: null,
  redirectLoggedOut: false,
  errorReportingDsn: null,
  tagManagerIds: [],
  brandName: 'Sportsbook',
  minAge: 18,
  sessionStatus: true,
  links: footerLinks(null),
  termsVersion: null,
  preview: false,
  iframeDeposit: false,
  quickDeposit: false,
  paymentTest: false,
  paymentTestStatus: null,
}

/**
 * Default footer links: the operator's platform pages (spec §2: /terms-and-conditions, /help-center),
 * on the platform origin when one is set, else on this origin (the sportsbook lives under /sports).
 */
export function footerLinks(platformOrigin: string | null): FooterLinks {
  const on = (path: string) => `${platformOrigin ?? ''}${path}`
  return {
    responsibleGambling: DEFAULT_RESPONSIBLE_GAMBLING_URL,
    terms: on('/terms-and-conditions'),
    privacy: on('/privacy-policy'),
    licence: on('/licence'),
    support: on('/help-center'),
  }
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

/** `https://a.example,https://b.example`: each entry through parseOrigin, bad ones left out. */
export function parseOrigins(name: string, value: string | undefined): string[] {
  const all = (value ?? '').split(',').map((v) => parseOrigin(name, v.trim()))
  return [...new Set(all.filter((o): o is string => o !== null))]
}

/** A DSN like `https://key@sentry.example/42`: an http(s) URL with a key and a project id. */
export function parseDsn(value: string | undefined): string | null {
  if (!value) return null
  const u = httpUrl(value.trim())
  if (u && u.username && /\/\d+$/.test(u.pathname)) return u.href
  warn(`PUBLIC_SENTRY_DSN: ignored ${JSON.stringify(value)} (expected https://key@host/project-id)`)
  return null
}

/** `GTM-ABC123,GTM-XYZ`: container ids; anything else is left out with a warning. */
export function parseTagManagerIds(value: string | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  return ids.filter((id) => {
    if (/^GTM-[A-Z0-9]{4,12}$/.test(id)) return true
    warn(`PUBLIC_TAG_MANAGER_IDS: ignored ${JSON.stringify(id)} (expected GTM-XXXXXX)`)
    return false
  })
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

/** An http(s) URL or a same-origin path (`/terms`); anything else is the default, with a warning. */
export function parseLink(name: string, value: string | undefined, fallback: string): string {
  const v = value?.trim()
  if (!v) return fallback
  if (isSitePath(v)) return v
  const u = httpUrl(v)
  if (u) return u.href
  warn(`${name}: ignored ${JSON.stringify(value)} (expected an http(s) URL or a path like /terms)`)
  return fallback
}

/** A short plain name (1-60 characters, no control characters); anything else is the default. */
export function parseName(name: string, value: string | undefined, fallback: string): string {
  const v = value?.trim()
  if (!v) return fallback
  // eslint-disable-next-line no-control-regex
  if (v.length <= 60 && !/[\u0000-\u001f\u007f]/.test(v)) return v
  warn(`${name}: ignored ${JSON.stringify(value)} (expected a name of at most 60 characters)`)
  return fallback
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
    embedOrigins: parseOrigins('PUBLIC_EMBED_ORIGINS', env.PUBLIC_EMBED_ORIGINS),
    requiredUserGroup: env.PUBLIC_REQUIRED_USER_GROUP?.trim() || null,
    redirectLoggedOut: parseFlag('PUBLIC_REDIRECT_LOGGED_OUT', env.PUBLIC_REDIRECT_LOGGED_OUT, false),
    errorReportingDsn: parseDsn(env.PUBLIC_SENTRY_DSN),
    tagManagerIds: parseTagManagerIds(env.PUBLIC_TAG_MANAGER_IDS),
    brandName: parseName('PUBLIC_BRAND_NAME', env.PUBLIC_BRAND_NAME, DEFAULT_PUBLIC_ENV.brandName),
    minAge: parseMinAge(env.PUBLIC_MIN_AGE),
    sessionStatus: parseFlag('PUBLIC_SESSION_STATUS', env.PUBLIC_SESSION_STATUS, true),
    links: readFooterLinks(env),
    termsVersion: parseName('PUBLIC_TERMS_VERSION', env.PUBLIC_TERMS_VERSION, '') || null,
    preview: parseFlag('PUBLIC_PREVIEW', env.PUBLIC_PREVIEW, DEFAULT_PUBLIC_ENV.preview),
    iframeDeposit: parseFlag('PUBLIC_IFRAME_DEPOSIT', env.PUBLIC_IFRAME_DEPOSIT, false),
    quickDeposit: parseFlag('PUBLIC_QUICK_DEPOSIT', env.PUBLIC_QUICK_DEPOSIT, false),
    paymentTest: parseFlag('PUBLIC_PAYMENT_TEST', env.PUBLIC_PAYMENT_TEST, false),
    paymentTestStatus: parsePaymentStatus(env.PUBLIC_PAYMENT_TEST_STATUS),
  }
}

/** `success`, `error` or `pending`; anything else is none, with a warning. */
export function parsePaymentStatus(value: string | undefined): PaymentStatus | null {
  const v = value?.trim().toLowerCase()
  if (!v) return null
  if ((PAYMENT_STATUSES as readonly string[]).includes(v)) return v as PaymentStatus
  warn(`PUBLIC_PAYMENT_TEST_STATUS: ignored ${JSON.stringify(value)} (expected success, error or pending)`)
  return null
}

function parseMinAge(value: string | undefined): number {
  if (!value?.trim()) return DEFAULT_PUBLIC_ENV.minAge
  const n = Number(value)
  if (Number.isInteger(n) && n >= 16 && n <= 25) return n
  warn(`PUBLIC_MIN_AGE: ignored ${JSON.stringify(value)} (expected a whole age from 16 to 25)`)
  return DEFAULT_PUBLIC_ENV.minAge
}

function readFooterLinks(env: NodeJS.ProcessEnv): FooterLinks {
  const d = footerLinks(parseOrigin('PUBLIC_PLATFORM_ORIGIN', env.PUBLIC_PLATFORM_ORIGIN))
  return {
    responsibleGambling: parseLink(
      'PUBLIC_RESPONSIBLE_GAMBLING_URL',
      env.PUBLIC_RESPONSIBLE_GAMBLING_URL,
      d.responsibleGambling,
    ),
    terms: parseLink('PUBLIC_TERMS_URL', env.PUBLIC_TERMS_URL, d.terms),
    privacy: parseLink('PUBLIC_PRIVACY_URL', env.PUBLIC_PRIVACY_URL, d.privacy),
    licence: parseLink('PUBLIC_LICENCE_URL', env.PUBLIC_LICENCE_URL, d.licence),
    support: parseLink('PUBLIC_SUPPORT_URL', env.PUBLIC_SUPPORT_URL, d.support),
  }
}

/** The operator's settings wherever code runs: the page's copy in the browser, process.env during SSR. */
export function publicEnv(): PublicEnv {
  // import.meta.env.SSR, not `typeof window`: the browser build drops the env parsers above (route budgets).
  if (import.meta.env.SSR) return readPublicEnv()
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
