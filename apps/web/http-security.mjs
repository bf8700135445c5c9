// Security of the web server's answers: page headers with a per-request CSP nonce (the body limit of
// the API proxy is api-body-limit.mjs).
import { randomBytes } from 'node:crypto'

/** Kept in step with src/lib/csp-nonce.ts (the SSR entry reads the nonce from it). */
export const CSP_NONCE_HEADER = 'x-sportsbook-csp-nonce'

const originOf = (url) => {
  try {
    const u = new URL(url)
    return ['http:', 'https:', 'ws:', 'wss:'].includes(u.protocol) ? u.origin : null
  } catch {
    return null // a same-origin path: covered by 'self'
  }
}

/**
 * The Content-Security-Policy of a page. Scripts: this origin and inline scripts with the nonce only
 * (no 'unsafe-inline'), plus `scriptUrls`, exact script URLs (the platform's payment widget).
 * Styles allow inline style attributes (React's `style`), which cannot run code.
 * `frameAncestors`: the operator's sites that may embed the sportsbook (spec §1); none = this origin.
 */
export function contentSecurityPolicy({ nonce, frameAncestors, connectOrigins, scriptUrls = [] }) {
  return [
    "default-src 'self'",
    `script-src ${["'self'", `'nonce-${nonce}'`, ...scriptUrls].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ')
}

/**
 * Page headers. `dev`: Vite's hot reload injects inline scripts without a nonce, so no CSP there.
 * The nonce reaches SSR in CSP_NONCE_HEADER (a client's own value is overwritten).
 */
export function securityHeaders({ frameAncestors, connectUrls, paymentWidget, dev }) {
  const connectOrigins = [
    ...new Set([...connectUrls.map(originOf).filter(Boolean), ...(paymentWidget?.connect ?? [])]),
  ]
  const scriptUrls = paymentWidget?.script ?? []
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    req.headers[CSP_NONCE_HEADER] = nonce
    if (!dev)
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy({ nonce, frameAncestors, connectOrigins, scriptUrls }),
      )
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
    next()
  }
}

/**
 * Whether the browser's request came over HTTPS: a TLS socket, or the first X-Forwarded-Proto, which
 * the TLS-terminating proxy in front sets. No trust is needed: a browser ignores HSTS received over
 * plain HTTP (RFC 6797 §8.1), so a forged header gains nothing. Kept in step with the API's rule
 * (apps/server/src/plugins/external/security-headers.ts).
 */
export function cameOverHttps(req) {
  const first = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase()
  return first === 'https' || (first === '' && req.socket?.encrypted === true)
}

/**
 * Strict-Transport-Security on every answer to an HTTPS request: pages, assets and the proxied API
 * (HSTS_MAX_AGE, seconds; null: none). No includeSubDomains: an operator's other hosts may be plain HTTP.
 */
export function strictTransportSecurity(maxAge) {
  return (req, res, next) => {
    if (maxAge !== null && cameOverHttps(req)) res.setHeader('Strict-Transport-Security', `max-age=${maxAge}`)
    next()
  }
}

/**
 * Spec §7: the payment widget script loads from the platform origin at /spi/main.js and pays through
 * that origin's /spi/ paths. Only that script and that path are allowed, and only with a platform.
 */
export function paymentWidgetSources(platformOrigin) {
  const origin = platformOrigin ? originOf(platformOrigin) : null
  if (!origin || !/^https?:/.test(origin)) return { script: [], connect: [] }
  // Kept in step with SPI_SCRIPT_PATH and SPI_API_PREFIX (packages/contract/src/payments/spi-constants.ts).
  return { script: [`${origin}/spi/main.js`], connect: [`${origin}/spi/`] }
}
