// Start-up configuration of the web server, validated before anything listens:
// a bad value stops start-up with a message naming the variable.
import { z } from 'zod'

/** A year: browsers keep to HTTPS for this long after an answer over HTTPS (docs/constants.md). */
export const HSTS_MAX_AGE_S = 31_536_000

const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/$/, ''))
/** Browser-facing API bases may be absolute URLs or same-origin paths like /api/sportsbook. */
const publicUrl = z.union([
  url,
  z.string().regex(/^\/[^\s]*$/, 'expected an http(s) URL or a path starting with /'),
])

const schema = z.object({
  WEB_PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  WEB_HOST: z.string().min(1).default('0.0.0.0'),
  API_URL: url.default('http://127.0.0.1:4000'),
  /** Where this server proxies /connection/websocket (the realtime role or Centrifugo); unset: API_URL. */
  REALTIME_URL: url.optional(),
  SPORTSBOOK_API_URL: url.optional(),
  PLATFORM_API_URL: url.optional(),
  PUBLIC_SPORTSBOOK_API_URL: publicUrl.optional(),
  PUBLIC_PLATFORM_API_URL: publicUrl.optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Sites that may embed the sportsbook in a frame (CSP frame-ancestors), origins separated by
   * commas or spaces, e.g. `https://casino.example,https://*.casino.example`. Unset: this origin only.
   */
  PUBLIC_FRAME_ANCESTORS: z
    .string()
    .regex(
      /^(https?:\/\/[\w.*-]+(:\d+)?)([\s,]+https?:\/\/[\w.*-]+(:\d+)?)*$/,
      'expected https://host origins separated by commas',
    )
    .optional(),
  /** The API's request body limit (its BODY_LIMIT_BYTES): larger bodies are answered 413 by this proxy. */
  API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  PUBLIC_REALTIME_URL: z.string().optional(),
  /**
   * Strict-Transport-Security on answers to HTTPS requests (X-Forwarded-Proto https): max-age in
   * seconds, a year by default; `0` tells browsers to forget an earlier one; `off` sends none.
   * Kept in step with the API's HSTS_MAX_AGE (apps/server/src/config/env.ts).
   */
  HSTS_MAX_AGE: z
    .union([z.literal('off').transform(() => null), z.coerce.number().int().min(0).max(63_072_000)])
    .default(HSTS_MAX_AGE_S),
  /** `off` renders every page visit; on by default: one render per page per second (ssr-microcache.mjs). */
  SSR_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
})

/** Parses process.env; returns the config or a list of "NAME: problem" lines. */
export function parseEnv(env = process.env) {
  // Empty strings count as unset so `API_URL= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    return {
      errors: result.error.issues.map(
        (i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[i.path[0]])})`,
      ),
    }
  }
  const c = result.data
  return {
    config: {
      ...c,
      SPORTSBOOK_API_URL: c.SPORTSBOOK_API_URL ?? `${c.API_URL}/api/sportsbook`,
      PLATFORM_API_URL: c.PLATFORM_API_URL ?? `${c.API_URL}/api/platform`,
      frameAncestors: frameAncestors(c.PUBLIC_FRAME_ANCESTORS, env),
    },
  }
}

/** `https://casino.example` from a URL; null for anything that is not an http(s) URL. */
function originOf(value) {
  try {
    const u = new URL(value)
    return /^https?:$/.test(u.protocol) ? u.origin : null
  } catch {
    return null
  }
}

/**
 * Who may frame the sportsbook (CSP frame-ancestors): the hosts it talks to (PUBLIC_PLATFORM_ORIGIN and
 * PUBLIC_EMBED_ORIGINS, as the browser reads them) plus PUBLIC_FRAME_ANCESTORS, sites that may only frame
 * it (wildcards allowed). One list of hosts, so a trusted host is never refused by its own sportsbook.
 */
function frameAncestors(extra, env) {
  const hosts = [env.PUBLIC_PLATFORM_ORIGIN, ...(env.PUBLIC_EMBED_ORIGINS ?? '').split(',')]
    .map((v) => (v ? originOf(v.trim()) : null))
    .filter(Boolean)
  return [...new Set([...hosts, ...(extra?.split(/[\s,]+/).filter(Boolean) ?? [])])]
}
