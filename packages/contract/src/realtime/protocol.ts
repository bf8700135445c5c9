/**
 * Realtime protocol vocabulary shared by the web client and the server (spec §4, §7; reference
 * `centrifuge-protocol.md` §9): channel names, connection/subscription states, and the codes of the
 * Centrifuge client protocol v2 that both our embedded server and a real Centrifugo emit.
 */
import { z } from '../zod.ts'

/** Centrifuge client protocol generation spoken by centrifuge-js v5 (reference §0). */
export const PROTOCOL_VERSION = 2

/**
 * Channel namespaces. Operators running Centrifugo configure namespaces with these names:
 * `public` and `match` open to anonymous clients, `private` reachable only through the `$` prefix
 * (a subscription token is then always required, reference §11.3).
 */
export const ChannelNamespace = { Public: 'public', Match: 'match', Private: 'private' } as const
export type ChannelNamespace = (typeof ChannelNamespace)[keyof typeof ChannelNamespace]

// Channel names live in a file without zod, so a browser bundle that only names channels stays small.
export * from './channels.ts'

/** Client states, named exactly as centrifuge-js names them (spec §4). */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected'
export type SubscriptionState = 'unsubscribed' | 'subscribing' | 'subscribed'

/**
 * Error codes of command replies (reference §9.1). `temporary` errors and code 109 make the client
 * retry; the others are terminal for the connection or subscription.
 */
export const RealtimeError = {
  Internal: { code: 100, message: 'internal server error', temporary: true },
  Unauthorized: { code: 101, message: 'unauthorized', temporary: false },
  UnknownChannel: { code: 102, message: 'unknown channel', temporary: false },
  PermissionDenied: { code: 103, message: 'permission denied', temporary: false },
  MethodNotFound: { code: 104, message: 'method not found', temporary: false },
  AlreadySubscribed: { code: 105, message: 'already subscribed', temporary: false },
  LimitExceeded: { code: 106, message: 'limit exceeded', temporary: false },
  BadRequest: { code: 107, message: 'bad request', temporary: false },
  NotAvailable: { code: 108, message: 'not available', temporary: false },
  /** Never send 110 for an expired JWT: the client treats 110 as terminal (reference §4). */
  TokenExpired: { code: 109, message: 'token expired', temporary: false },
  UnrecoverablePosition: { code: 112, message: 'unrecoverable position', temporary: false },
} as const satisfies Record<string, { code: number; message: string; temporary: boolean }>
export type RealtimeError = (typeof RealtimeError)[keyof typeof RealtimeError]

/**
 * Server-initiated disconnects, sent as WebSocket close frames (reference §9.3). Codes 3000-3499
 * make the client reconnect; 3500-3999 are terminal. Reasons are plain text under 123 bytes.
 */
export const DisconnectReason = {
  Shutdown: { code: 3001, reason: 'shutdown', reconnect: true },
  InternalError: { code: 3004, reason: 'internal server error', reconnect: true },
  ConnectionExpired: { code: 3005, reason: 'connection expired', reconnect: true },
  Slow: { code: 3008, reason: 'slow', reconnect: true },
  ForceReconnect: { code: 3011, reason: 'force reconnect', reconnect: true },
  NoPong: { code: 3012, reason: 'no pong', reconnect: true },
  /**
   * The player's sign-in session ended (sign-out, expiry, password change). 3014 makes centrifuge-js
   * 5.7+ drop its token and reconnect with a fresh one, i.e. as whoever is signed in now.
   */
  SessionEnded: { code: 3014, reason: 'session ended', reconnect: true },
  InvalidToken: { code: 3500, reason: 'invalid token', reconnect: false },
  BadRequest: { code: 3501, reason: 'bad request', reconnect: false },
  Stale: { code: 3502, reason: 'stale', reconnect: false },
  ForceDisconnect: { code: 3503, reason: 'force disconnect', reconnect: false },
} as const satisfies Record<string, { code: number; reason: string; reconnect: boolean }>
export type DisconnectReason = (typeof DisconnectReason)[keyof typeof DisconnectReason]

/** WebSocket close code for an incoming message over the size limit; the client stops (reference §8). */
export const MESSAGE_TOO_BIG_CLOSE_CODE = 1009

/** Server unsubscribe push codes (reference §9.2): below 2500 terminal, from 2500 resubscribe. */
export const UnsubscribeReason = {
  Server: { code: 2000, reason: 'server unsubscribe' },
  InsufficientState: { code: 2500, reason: 'insufficient state' },
  Expired: { code: 2501, reason: 'subscription expired' },
  StateInvalidated: { code: 2502, reason: 'state invalidated' },
} as const satisfies Record<string, { code: number; reason: string }>

/** Body of POST /websocket/token. Anonymous visitors get a token with an empty `sub`. */
export const WebsocketTokenResponse = z.object({ token: z.string().min(1) })
export type WebsocketTokenResponse = z.infer<typeof WebsocketTokenResponse>

export const WebsocketAuthorizeRequest = z.object({
  channels: z.array(z.string().min(1).max(255)).min(1).max(100),
})
export type WebsocketAuthorizeRequest = z.infer<typeof WebsocketAuthorizeRequest>

/** Only the channels the player may read are listed; the client picks the one it asked for. */
export const WebsocketAuthorizeResponse = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
})
export type WebsocketAuthorizeResponse = z.infer<typeof WebsocketAuthorizeResponse>
