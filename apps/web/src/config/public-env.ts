import { RTL_VIEW } from './features.ts'
import { LIST_VARIABLES, publicEnvSchema, type FooterLinks, type PublicEnv } from './public-env-schema.ts'

export type { FooterLinks, PublicEnv }

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
  devDeposit: false,
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

/** Each set variable, trimmed (blank is unset); the lists of LIST_VARIABLES split at commas. */
function input(env: NodeJS.ProcessEnv): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim()
    if (!name.startsWith('PUBLIC_') || !value) continue
    out[name] = (LIST_VARIABLES as readonly string[]).includes(name)
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : value
  }
  return out
}

/**
 * The public configuration from process.env through its zod schema (config/public-env-schema.ts).
 * A bad value fails loudly in development (`strict`: the page errors naming every bad variable); in
 * production it is left out with a warning and the default applies (a bad entry of a list: that
 * entry only), so one typo never takes the site, or the other mirrors' deposits, down.
 */
export function readPublicEnv(
  env: NodeJS.ProcessEnv = process.env,
  { strict = import.meta.env.DEV }: { strict?: boolean } = {},
): PublicEnv {
  const values = input(env)
  const schema = publicEnvSchema({ env: DEFAULT_PUBLIC_ENV, footerLinks })
  for (;;) {
    const parsed = schema.safeParse(values)
    if (parsed.success) return parsed.data
    const problems = parsed.error.issues.map((issue) => {
      const [name, index] = issue.path as [string, number | undefined]
      const value = values[name]
      const bad = Array.isArray(value) && index !== undefined ? value[index] : value
      return { name, index, line: `${name}: ignored ${JSON.stringify(bad)} (${issue.message})` }
    })
    const report = `Invalid public configuration:\n  ${problems.map((p) => p.line).join('\n  ')}`
    if (strict) throw new Error(report)
    const before = JSON.stringify(values)
    for (const { name, index, line } of problems) {
      warn(line)
      const value = values[name]
      if (Array.isArray(value) && index !== undefined) value[index] = ''
      else delete values[name]
    }
    for (const [name, value] of Object.entries(values))
      if (Array.isArray(value)) values[name] = value.filter(Boolean)
    if (JSON.stringify(values) === before) throw new Error(report) // nothing left to fall back from
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
