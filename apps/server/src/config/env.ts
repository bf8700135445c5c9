// Configuration from environment variables, validated once at start-up: a bad value stops the
// process with a message naming the variable instead of failing later in some unrelated place.
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { DEPOSIT_FIELDS, DepositField } from '@sportsbook/contract'
import { z } from 'zod'

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** A year: browsers keep to HTTPS for this long after an answer over HTTPS (docs/constants.md). */
export const HSTS_MAX_AGE_S = 31_536_000

const port = z.coerce.number().int().min(1).max(65_535)
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

/** `https://cdn.example.com` exactly: an http(s) origin without path, query or credentials. */
function isHttpOrigin(value: string): boolean {
  try {
    const u = new URL(value)
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === value.replace(/\/$/, '')
  } catch {
    return false
  }
}

/** HSTS_MAX_AGE: seconds, or `off` (null). Kept in step with the web server's (apps/web/env.mjs). */
const hstsMaxAge = z
  .union([z.literal('off').transform(() => null), z.coerce.number().int().min(0).max(63_072_000)])
  .default(HSTS_MAX_AGE_S)

/** The process roles (ADR 038, deploy/README.md): which loops and listeners a process starts. */
export const ROLES = ['api', 'feed', 'settlement', 'realtime'] as const
export type Role = (typeof ROLES)[number]
const roleList = z
  .string()
  .regex(
    new RegExp(`^(${ROLES.join('|')})(,(${ROLES.join('|')}))*$`),
    `comma separated roles: ${ROLES.join(', ')}`,
  )
  .default(ROLES.join(','))
  .transform((v) => new Set(v.split(',') as Role[]) as ReadonlySet<Role>)

const EnvSchema = z
  .object({
    /** What this process runs; every role by default, so `npm start` runs one process as before. */
    ROLES: roleList,
    API_PORT: port.default(4000),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PG_PORT: port.default(5433),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
    FEED_ENABLED: bool.default(true),
    FEED_SEED: z.coerce.number().int().default(42),
    FEED_SPEED: z.coerce.number().min(0.1).max(1000).default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** HS256 secret of realtime tokens, shared with Centrifugo; generated and kept in DATA_DIR when unset. */
    REALTIME_TOKEN_SECRET: z.string().min(32).optional(),
    /** Key of the realtime HTTP API (/api/publish); generated and kept in DATA_DIR when unset. */
    REALTIME_API_KEY: z.string().min(16).optional(),
    /** Publish through this Centrifugo (production) instead of the embedded realtime server. */
    CENTRIFUGO_URL: z.url({ protocol: /^https?$/ }).optional(),
    CENTRIFUGO_API_KEY: z.string().min(1).optional(),
    /** Locales whose public and match channels the feed publishes to. */
    REALTIME_LOCALES: z
      .string()
      .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?(,[A-Za-z]{2}(-[A-Za-z]{2})?)*$/, 'comma separated locale codes')
      .default('en,ar,de,en-AU,en-CA,et,fr-CA,it,pt,vi,sv,nb,sr-ME'),
    /** Sign-up and sign-in are refused for players of these ISO country codes (spec §5); `none` for none. */
    BLOCKED_COUNTRIES: z
      .string()
      .regex(/^(none|[A-Za-z]{2}(,[A-Za-z]{2})*)$/, 'comma separated two-letter country codes, or none')
      .default('US,FR'),
    /** Origin of the web app: emailed links point there, and CSRF accepts requests from it. */
    PUBLIC_WEB_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The web app's port (set by npm start and e2e): the default PUBLIC_WEB_URL is localhost on it. */
    WEB_PORT: port.default(3000),
    /** Seeds the demo players at start; on by default outside production. */
    SEED_DEMO_PLAYERS: bool.optional(),
    /** HMAC key of the session-bound CSRF tokens; generated and kept in DATA_DIR when unset. */
    CSRF_SECRET: z.string().min(32).optional(),
    /**
     * Which proxies' X-Forwarded-For to believe for the client address (per-IP rate limits): `loopback`
     * (the web app's proxy on this machine; the default), addresses/CIDRs separated by commas, `true`
     * for any (only behind a proxy that overwrites the header), `false` for none.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^[\w.:/]+(,[\w.:/]+)*$/, 'true, false, loopback, or comma separated addresses/CIDRs')
      .default('loopback')
      .transform((v) => (v === 'true' || v === 'false' ? v === 'true' : v)),
    /**
     * Spec §5: the details a player must have given before a deposit, comma separated (first_name,
     * last_name, birth_date, address, city, postal_code), or none (the default).
     */
    DEPOSIT_REQUIRED_FIELDS: z
      .string()
      .refine(
        (v) => v === 'none' || v.split(',').every((f) => DepositField.safeParse(f.trim()).success),
        `comma separated fields of ${DEPOSIT_FIELDS.join(', ')}, or none`,
      )
      .default('none')
      .transform((v) =>
        v === 'none' ? [] : [...new Set(v.split(',').map((f) => DepositField.parse(f.trim())))],
      ),
    /** The development outbox (everyone's emailed links) and free deposits; `npm start` turns them on. */
    DEV_TOOLS: bool.default(false),
    /** Sentry-compatible DSN for the server's own errors (5xx, background crashes); unset = no reporting. */
    SENTRY_DSN: z
      .url({ protocol: /^https?$/ })
      .refine((v) => {
        const u = new URL(v)
        return u.username !== '' && /^\/(.*\/)?\d+$/.test(u.pathname)
      }, 'expected a Sentry DSN such as https://key@host/project-id')
      .optional(),
    /**
     * Origins whose images the image proxy may fetch (logos, banners of the operator's CDN), comma
     * separated; besides these only the API's own assets are proxied (no arbitrary URL: no SSRF).
     */
    IMAGE_SOURCE_ORIGINS: z
      .string()
      .refine(
        (v) => v === 'none' || v.split(',').every((o) => isHttpOrigin(o.trim())),
        'comma separated http(s) origins such as https://cdn.example.com (no path), or none',
      )
      .default('none'),
    /** The brand served when the request's host names none (spec §1 white label): a file id in BRANDS_DIR. */
    BRAND: z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, 'a brand id such as default or lumen')
      .default('default'),
    /** The folder of brand files (`<id>.json`), validated at start-up. */
    BRANDS_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/server/brands')),
    /**
     * Strict-Transport-Security on answers to HTTPS requests: max-age in seconds (default a year), `0`
     * tells browsers to forget an earlier one, `off` sends none (a CDN in front sets its own).
     */
    HSTS_MAX_AGE: hstsMaxAge,
    /**
     * Bearer token a Prometheus scraper sends to `GET /metrics`. Unset: `/metrics` is open outside
     * production and absent (404) in production, so internals are never public by default.
     */
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  })
  .superRefine((e, ctx) => {
    if (e.DEV_TOOLS && e.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_TOOLS'],
        message:
          "refused with NODE_ENV=production: the development outbox shows every player's reset and unlock links and the dev deposit credits money for free",
      })
    }
    // A process without the hub publishes over the Centrifugo HTTP API (Centrifugo, or the realtime role).
    if (e.ROLES instanceof Set && !e.ROLES.has('realtime') && !e.CENTRIFUGO_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['CENTRIFUGO_URL'],
        message: 'required without the realtime role: Centrifugo, or the realtime role process',
      })
    }
    if (e.CENTRIFUGO_URL && !e.CENTRIFUGO_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['CENTRIFUGO_API_KEY'],
        message: 'required when CENTRIFUGO_URL is set',
      })
    }
  })

export interface Config {
  /** The roles this process runs (ROLES). */
  roles: ReadonlySet<Role>
  api: { port: number; host: string }
  db: { url: string | undefined; embeddedPort: number; embeddedDataDir: string }
  feed: { enabled: boolean; seed: number; speed: number }
  realtime: {
    tokenSecret: string | undefined
    apiKey: string | undefined
    centrifugo: { baseUrl: string; apiKey: string } | undefined
    locales: string[]
  }
  platform: {
    blockedCountries: string[]
    publicWebUrl: string
    seedDemoPlayers: boolean
    /** Fastify's trustProxy: true, false, or the addresses/CIDRs/names of trusted proxies. */
    trustProxy: boolean | string
    /** The development outbox and deposit routes exist (DEV_TOOLS=true; never in production). */
    devTools: boolean
    /** Spec §5: the details a player must have given before a deposit (DEPOSIT_REQUIRED_FIELDS). */
    depositRequiredFields: DepositField[]
    /** Unset: server.ts fills it from DATA_DIR/secrets.json; tests get a fresh one per app. */
    csrfSecret: string | undefined
  }
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL']
  images: {
    /** Origins the image proxy fetches from besides the API's own assets (none by default). */
    sourceOrigins: string[]
  }
  /** Brand files (white label): the folder and the id served to hosts no brand claims. */
  brands: { dir: string; defaultId: string }
  /** Strict-Transport-Security max-age (seconds) on answers to HTTPS requests; null: no header. */
  hstsMaxAge: number | null
  /** `GET /metrics`' bearer token; undefined: open outside production, absent in production. */
  metricsToken: string | undefined
  /** Where the server reports its own errors (Sentry DSN); undefined: nowhere, the SDK stays unloaded. */
  sentryDsn: string | undefined
  nodeEnv: z.infer<typeof EnvSchema>['NODE_ENV']
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the configuration; throws ConfigError naming every bad variable. Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? '?')
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${i.message}`
    })
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    roles: e.ROLES,
    api: { port: e.API_PORT, host: e.API_HOST },
    db: {
      url: e.DATABASE_URL,
      embeddedPort: e.PG_PORT,
      embeddedDataDir: path.join(path.resolve(e.DATA_DIR), 'pg'),
    },
    feed: { enabled: e.FEED_ENABLED, seed: e.FEED_SEED, speed: e.FEED_SPEED },
    realtime: {
      tokenSecret: e.REALTIME_TOKEN_SECRET,
      apiKey: e.REALTIME_API_KEY,
      centrifugo: e.CENTRIFUGO_URL
        ? { baseUrl: e.CENTRIFUGO_URL, apiKey: e.CENTRIFUGO_API_KEY ?? '' }
        : undefined,
      locales: e.REALTIME_LOCALES.split(','),
    },
    platform: {
      blockedCountries:
        e.BLOCKED_COUNTRIES === 'none' ? [] : e.BLOCKED_COUNTRIES.split(',').map((c) => c.toUpperCase()),
      publicWebUrl: e.PUBLIC_WEB_URL ?? `http://localhost:${e.WEB_PORT}`,
      seedDemoPlayers: e.SEED_DEMO_PLAYERS ?? e.NODE_ENV !== 'production',
      trustProxy: e.TRUST_PROXY,
      devTools: e.DEV_TOOLS,
      depositRequiredFields: e.DEPOSIT_REQUIRED_FIELDS,
      csrfSecret: e.CSRF_SECRET,
    },
    images: {
      sourceOrigins:
        e.IMAGE_SOURCE_ORIGINS === 'none'
          ? []
          : e.IMAGE_SOURCE_ORIGINS.split(',').map((o) => new URL(o.trim()).origin),
    },
    brands: { dir: path.resolve(e.BRANDS_DIR), defaultId: e.BRAND },
    logLevel: e.LOG_LEVEL,
    sentryDsn: e.SENTRY_DSN,
    hstsMaxAge: e.HSTS_MAX_AGE,
    metricsToken: e.METRICS_TOKEN,
    nodeEnv: e.NODE_ENV,
  }
}
