import type { Agent, IncomingMessage } from 'node:http'
import type { RequestHandler } from 'http-proxy-middleware'

export const API_PROXY_MAX_SOCKETS: number
export function createApiProxy(
  target: string,
  realtimeTarget?: string,
  options?: { onResponse?: (proxyRes: IncomingMessage, req: IncomingMessage) => void },
): { proxy: RequestHandler; agent: Agent }
export const PROXIED_PAGE_CSP: string
