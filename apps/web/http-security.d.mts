import type { IncomingMessage, ServerResponse } from 'node:http'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void

export const CSP_NONCE_HEADER: string
export function contentSecurityPolicy(options: {
  nonce: string
  frameAncestors: string[]
  connectOrigins: string[]
  scriptUrls?: string[]
}): string
export function securityHeaders(options: {
  frameAncestors: string[]
  connectUrls: string[]
  paymentWidget?: { script: string[]; connect: string[] }
  dev: boolean
}): Middleware
export function cameOverHttps(req: IncomingMessage): boolean
export function strictTransportSecurity(maxAge: number | null): Middleware
export function paymentWidgetSources(platformOrigin: string | undefined): {
  script: string[]
  connect: string[]
}
