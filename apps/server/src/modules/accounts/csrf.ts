// CSRF defence for cookie-authenticated writes: a token bound to the session (HMAC of the session id
// with a server secret, handed to scripts in the sb_csrf cookie and sent back in X-CSRF-Token) plus
// Origin / Sec-Fetch-Site checks. A token planted by a subdomain or another session does not fit.
import type { FastifyRequest } from 'fastify'
import { createHmac } from 'node:crypto'
import { ApiError } from '../../lib/api-error.ts'
import { safeEqual, sha256 } from './crypto.ts'
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './constants.ts'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Writes that run without a session (sign-in, sign-up, password reset, resends) carry no token yet;
 * they are still refused from foreign origins. The realtime token calls change nothing. The
 * development error sink (modules/error-reports, DEV_TOOLS only) takes Sentry envelopes, which the
 * browser's SDK posts with the session cookie but cannot give the token: it only stores reports
 * (the latest MAX_REPORTS) for a developer to read and changes no player, money or bet.
 */
const TOKENLESS = [
  /^\/api\/platform\/users(\/sign_in|\/password|\/confirmation|\/unlock)?\/?$/,
  /^\/api\/sportsbook\/websocket\/(token|authorize)\/?$/,
  /^\/api\/dev\/errors\/api\/\d+\/envelope\/?$/,
]

export interface CsrfOptions {
  /** Origins whose pages may write (the web app's). The API's own origin always may. */
  allowedOrigins: string[]
  /**
   * Development: any http://localhost:*, *.localhost:* (a brand's host, RFC 6761 loopback) or
   * 127.0.0.1:* page may write (e2e runs the web on other ports).
   */
  allowLoopback: boolean
  /** The CSRF token of a session cookie's token. */
  tokenOf: (sessionToken: string) => string
}

/** HMAC-SHA256 of the session id (the SHA-256 of its cookie token) under `secret`, base64url. */
export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(sha256(sessionToken)).digest('base64url')
}

const LOOPBACK = /^http:\/\/((?:[a-z0-9-]+\.)*localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

function originAllowed(req: FastifyRequest, opts: CsrfOptions): boolean {
  const origin = req.headers.origin
  if (origin !== undefined) {
    if (opts.allowedOrigins.includes(origin)) return true
    if (opts.allowLoopback && LOOPBACK.test(origin)) return true
    try {
      return new URL(origin).host === req.headers.host
    } catch {
      return false
    }
  }
  // No Origin (old browsers, same-origin GET-like forms, server-side callers): rely on Fetch Metadata.
  return req.headers['sec-fetch-site'] !== 'cross-site'
}

/** onRequest check; throws 403 `csrf_failed`. Requests without cookies (server to server) pass. */
export function checkCsrf(req: FastifyRequest, opts: CsrfOptions): void {
  // Every path, not only /api/*: a path spelled differently must not slip past the check.
  if (!WRITES.has(req.method)) return
  const hasCookies = req.cookies[SESSION_COOKIE] !== undefined || req.cookies[CSRF_COOKIE] !== undefined
  if (!originAllowed(req, opts)) throw new ApiError('csrf_failed', 'Cross-site request refused')
  const path = req.url.split('?')[0] ?? ''
  if (!hasCookies || TOKENLESS.some((r) => r.test(path))) return
  const session = req.cookies[SESSION_COOKIE]
  // With a session the token must be that session's; without one (a leftover sb_csrf) the cookie's.
  const expected = session !== undefined ? opts.tokenOf(session) : req.cookies[CSRF_COOKIE]
  const header = req.headers[CSRF_HEADER]
  if (!expected || typeof header !== 'string' || !safeEqual(expected, header)) {
    throw new ApiError('csrf_failed', `Missing or wrong ${CSRF_HEADER} header`)
  }
}
