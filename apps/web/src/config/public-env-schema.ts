import { isSitePath, PAYMENT_STATUSES, type PaymentStatus } from '@sportsbook/contract'
import { z } from 'zod'

// Server only (SSR reads process.env): the schema is built inside a function, so the browser build,
// which never calls it, carries neither it nor zod's object parsers (route budgets).

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
  /**
   * The reference backend's development deposit is served (PUBLIC_DEV_DEPOSIT, set by `npm start`
   * with DEV_TOOLS): without a cashier Deposit opens it. Off (production): no cashier, no Deposit.
   */
  devDeposit: boolean
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

/** The variables that hold comma-separated lists: each entry is checked (and dropped) on its own. */
export const LIST_VARIABLES = [
  'PUBLIC_DEPOSIT_URLS',
  'PUBLIC_EMBED_ORIGINS',
  'PUBLIC_TAG_MANAGER_IDS',
] as const

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/
const TRUE = ['true', '1', 'yes']

const asUrl = (value: string, protocols: readonly string[]): URL | null => {
  try {
    const u = new URL(value)
    return protocols.includes(u.protocol) ? u : null
  } catch {
    return null
  }
}
const HTTP = ['http:', 'https:']

interface Defaults {
  readonly env: PublicEnv
  /** The footer's links when none is set: the platform's pages, or this site's. */
  readonly footerLinks: (platformOrigin: string | null) => FooterLinks
}

function build({ env: DEFAULT_PUBLIC_ENV, footerLinks }: Defaults) {
  const url = (protocols: readonly string[], expected: string) =>
    z.string().refine((v) => asUrl(v, protocols) !== null, expected)
  const origin = url(HTTP, 'expected an http(s) origin like https://casino.example').transform(
    (v) => new URL(v).origin,
  )
  const flag = z
    .string()
    .toLowerCase()
    .refine((v) => [...TRUE, 'false', '0', 'no'].includes(v), 'expected true or false')
    .transform((v) => TRUE.includes(v))
  const name = z
    .string()
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]{1,60}$/, 'expected a name of at most 60 characters')
  const link = z
    .string()
    .refine((v) => isSitePath(v) || asUrl(v, HTTP) !== null, 'expected an http(s) URL or a path like /terms')
    .transform((v) => (isSitePath(v) ? v : new URL(v).href))
  const depositEntry = z
    .string()
    .transform((entry) => {
      const eq = entry.indexOf('=')
      return { host: entry.slice(0, Math.max(eq, 0)).trim().toLowerCase(), url: entry.slice(eq + 1).trim() }
    })
    .refine((e) => HOST.test(e.host) && asUrl(e.url, HTTP) !== null, 'expected host=https://url')
  return z
    .object({
      PUBLIC_SPORTSBOOK_API_URL: z.string().default(DEFAULT_PUBLIC_ENV.sportsbookApiUrl),
      PUBLIC_PLATFORM_API_URL: z.string().default(DEFAULT_PUBLIC_ENV.platformApiUrl),
      PUBLIC_PLATFORM_ORIGIN: origin.nullable().default(null),
      PUBLIC_DEPOSIT_URLS: z.array(depositEntry).default([]),
      PUBLIC_PHONE_VERIFICATION_REQUIRED: flag.default(DEFAULT_PUBLIC_ENV.phoneVerificationRequired),
      PUBLIC_REALTIME_URL: url(
        ['ws:', 'wss:'],
        'expected a ws(s) URL like wss://rt.example.com/connection/websocket',
      )
        .transform((v) => new URL(v).href)
        .nullable()
        .default(null),
      PUBLIC_RTL_VIEW: flag.default(DEFAULT_PUBLIC_ENV.rtlView),
      PUBLIC_EMBED_ORIGINS: z.array(origin).default([]),
      PUBLIC_REQUIRED_USER_GROUP: z.string().nullable().default(null),
      PUBLIC_REDIRECT_LOGGED_OUT: flag.default(false),
      PUBLIC_SENTRY_DSN: z
        .string()
        .refine((v) => {
          const u = asUrl(v, HTTP)
          return u !== null && u.username !== '' && /\/\d+$/.test(u.pathname)
        }, 'expected https://key@host/project-id')
        .transform((v) => new URL(v).href)
        .nullable()
        .default(null),
      PUBLIC_TAG_MANAGER_IDS: z
        .array(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected GTM-XXXXXX'))
        .default([]),
      PUBLIC_BRAND_NAME: name.default(DEFAULT_PUBLIC_ENV.brandName),
      PUBLIC_MIN_AGE: z.coerce
        .number()
        .int('expected a whole age from 16 to 25')
        .min(16, 'expected a whole age from 16 to 25')
        .max(25, 'expected a whole age from 16 to 25')
        .default(DEFAULT_PUBLIC_ENV.minAge),
      PUBLIC_SESSION_STATUS: flag.default(true),
      PUBLIC_RESPONSIBLE_GAMBLING_URL: link.optional(),
      PUBLIC_TERMS_URL: link.optional(),
      PUBLIC_PRIVACY_URL: link.optional(),
      PUBLIC_LICENCE_URL: link.optional(),
      PUBLIC_SUPPORT_URL: link.optional(),
      PUBLIC_TERMS_VERSION: name.nullable().default(null),
      PUBLIC_PREVIEW: flag.default(DEFAULT_PUBLIC_ENV.preview),
      PUBLIC_IFRAME_DEPOSIT: flag.default(false),
      PUBLIC_DEV_DEPOSIT: flag.default(false),
      PUBLIC_QUICK_DEPOSIT: flag.default(false),
      PUBLIC_PAYMENT_TEST: flag.default(false),
      PUBLIC_PAYMENT_TEST_STATUS: z
        .string()
        .toLowerCase()
        .pipe(z.enum(PAYMENT_STATUSES, 'expected success, error or pending'))
        .nullable()
        .default(null),
    })
    .transform((e): PublicEnv => {
      const links = footerLinks(e.PUBLIC_PLATFORM_ORIGIN)
      return {
        sportsbookApiUrl: e.PUBLIC_SPORTSBOOK_API_URL,
        platformApiUrl: e.PUBLIC_PLATFORM_API_URL,
        platformOrigin: e.PUBLIC_PLATFORM_ORIGIN,
        depositUrls: Object.fromEntries(e.PUBLIC_DEPOSIT_URLS.map((d) => [d.host, new URL(d.url).href])),
        phoneVerificationRequired: e.PUBLIC_PHONE_VERIFICATION_REQUIRED,
        realtimeUrl: e.PUBLIC_REALTIME_URL,
        rtlView: e.PUBLIC_RTL_VIEW,
        embedOrigins: [...new Set(e.PUBLIC_EMBED_ORIGINS)],
        requiredUserGroup: e.PUBLIC_REQUIRED_USER_GROUP,
        redirectLoggedOut: e.PUBLIC_REDIRECT_LOGGED_OUT,
        errorReportingDsn: e.PUBLIC_SENTRY_DSN,
        tagManagerIds: e.PUBLIC_TAG_MANAGER_IDS,
        brandName: e.PUBLIC_BRAND_NAME,
        minAge: e.PUBLIC_MIN_AGE,
        sessionStatus: e.PUBLIC_SESSION_STATUS,
        links: {
          responsibleGambling: e.PUBLIC_RESPONSIBLE_GAMBLING_URL ?? links.responsibleGambling,
          terms: e.PUBLIC_TERMS_URL ?? links.terms,
          privacy: e.PUBLIC_PRIVACY_URL ?? links.privacy,
          licence: e.PUBLIC_LICENCE_URL ?? links.licence,
          support: e.PUBLIC_SUPPORT_URL ?? links.support,
        },
        termsVersion: e.PUBLIC_TERMS_VERSION,
        preview: e.PUBLIC_PREVIEW,
        iframeDeposit: e.PUBLIC_IFRAME_DEPOSIT,
        devDeposit: e.PUBLIC_DEV_DEPOSIT,
        quickDeposit: e.PUBLIC_QUICK_DEPOSIT,
        paymentTest: e.PUBLIC_PAYMENT_TEST,
        paymentTestStatus: e.PUBLIC_PAYMENT_TEST_STATUS,
      }
    })
}

let schema: ReturnType<typeof build> | undefined

/** The public (PUBLIC_*) configuration as one zod schema, keyed by variable; unset is the default. */
export const publicEnvSchema = (defaults: Defaults) => (schema ??= build(defaults))
