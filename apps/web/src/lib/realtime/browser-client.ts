import type { Subscription } from 'centrifuge'
import { publicEnv } from '~/config/public-env.ts'
import { lazySchema, loadContract } from '~/lib/lazy-contract.ts'
import { apiSend, isUnauthorized } from '~/lib/api-client.ts'
import { LazyTransport, type LazySubscription } from './lazy-transport.ts'
import { RECONNECT_MAX_MS, RECONNECT_MIN_MS, RealtimeClient } from './realtime-client.ts'

/** Spec §9: every command (and the transport open) times out after 5 s. */
export const REQUEST_TIMEOUT_MS = 5_000
/** Same origin by default: the web server proxies the WebSocket to the realtime server. */
export const REALTIME_PATH = '/connection/websocket'

/** The operator's realtime host (PUBLIC_REALTIME_URL, e.g. Centrifugo) or this origin's proxied path. */
export function realtimeUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  configured?: string | null,
): string {
  if (configured) return configured
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`
}

/** A connection token from POST /websocket/token; anonymous visitors get one too. Errors make the client retry in 5-10 s. */
export async function fetchConnectionToken(): Promise<string> {
  return (await apiSend('POST', '/websocket/token', lazySchema('WebsocketTokenResponse'))).token
}

/**
 * The subscription token of a `$` channel from POST /websocket/authorize (session cookie and CSRF
 * header). '' when the channel is not granted or the session is gone: centrifuge then reports the
 * subscription unauthorized instead of retrying. Other failures throw, and centrifuge retries.
 */
export async function fetchSubscriptionToken(channel: string): Promise<string> {
  try {
    const res = await apiSend('POST', '/websocket/authorize', lazySchema('WebsocketAuthorizeResponse'), {
      body: { channels: [channel] },
    })
    return res.channels.find((c) => c.channel === channel)?.token ?? ''
  } catch (e) {
    if (isUnauthorized(e)) return ''
    throw e
  }
}

type Client = RealtimeClient<LazySubscription<Subscription>>
let client: Client | undefined

/**
 * The browser's one realtime client; undefined during SSR (no sockets on the server). centrifuge-js
 * is fetched when the first channel is subscribed (after hydration), not in the page's first load.
 */
export function getRealtimeClient(): Client | undefined {
  if (typeof window === 'undefined') return undefined
  const url = realtimeUrl(window.location, publicEnv().realtimeUrl)
  client ??= new RealtimeClient(
    new LazyTransport<Subscription>(() =>
      // The event schemas come with it: publications are parsed synchronously as they arrive.
      Promise.all([import('centrifuge'), loadContract()]).then(
        ([{ Centrifuge }]) =>
          new Centrifuge(url, {
            // Each token tells the client whose session it carries (a stale one reconnects, spec §4).
            getToken: async () => {
              const token = await fetchConnectionToken()
              client?.tokenFetched(token)
              return token
            },
            minReconnectDelay: RECONNECT_MIN_MS,
            maxReconnectDelay: RECONNECT_MAX_MS,
            timeout: REQUEST_TIMEOUT_MS,
          }),
      ),
    ),
    fetchSubscriptionToken,
  )
  return client
}
