import { WebsocketTokenResponse } from '@sportsbook/contract'
import { Centrifuge, type Subscription } from 'centrifuge'
import { apiBaseUrl, buildUrl } from '~/lib/api-client.ts'
import { RealtimeClient } from './realtime-client.ts'

/** Spec §9: reconnect backoff 500 ms to 20 s (full jitter, centrifuge-js `utils.ts` backoff). */
export const RECONNECT_MIN_MS = 500
export const RECONNECT_MAX_MS = 20_000
/** Spec §9: every command (and the transport open) times out after 5 s. */
export const REQUEST_TIMEOUT_MS = 5_000
/** Same origin: the web server proxies the WebSocket to the realtime server. */
export const REALTIME_PATH = '/connection/websocket'

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`
}

/** A connection token from POST /websocket/token; anonymous visitors get one too. Errors make the client retry in 5-10 s. */
export async function fetchConnectionToken(): Promise<string> {
  const res = await fetch(buildUrl(apiBaseUrl('sportsbook'), '/websocket/token'), {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json' },
  })
  if (!res.ok) throw new Error(`websocket token: HTTP ${res.status}`)
  return WebsocketTokenResponse.parse(await res.json()).token
}

let client: RealtimeClient<Subscription> | undefined

/** The browser's one realtime client; undefined during SSR (no sockets on the server). */
export function getRealtimeClient(): RealtimeClient<Subscription> | undefined {
  if (typeof window === 'undefined') return undefined
  client ??= new RealtimeClient<Subscription>(
    new Centrifuge(realtimeUrl(window.location), {
      getToken: fetchConnectionToken,
      minReconnectDelay: RECONNECT_MIN_MS,
      maxReconnectDelay: RECONNECT_MAX_MS,
      timeout: REQUEST_TIMEOUT_MS,
    }),
  )
  return client
}
