import type { Agent } from 'node:http'
import type { RequestHandler } from 'http-proxy-middleware'

export const API_PROXY_MAX_SOCKETS: number
export function createApiProxy(
  target: string,
  realtimeTarget?: string,
): { proxy: RequestHandler; agent: Agent }
export const PROXIED_PAGE_CSP: string
