// The embedded server's settings and the small types a connection shares with the hub, in a file of
// their own so connection.ts needs nothing from hub.ts (no import cycle).
export interface HubOptions {
  /** Publications kept per channel for recovery (Centrifugo `history_size`). */
  historySize: number
  /** How long a publication stays recoverable (Centrifugo `history_ttl`). */
  historyTtlMs: number
  /** An idle channel with no subscribers and no history is forgotten after this; its epoch then changes. */
  historyMetaTtlMs: number
  /** Most publications one recovery may return (Centrifugo `recovery_max_publication_limit`). */
  recoveryMaxPublications: number
  /** Server ping interval; the client allows ping + 10 s of silence (reference §7, spec §9). */
  pingIntervalMs: number
  /** No pong within this closes 3012 (Centrifugo `pong_timeout`). */
  pongTimeoutMs: number
  /** No connect command within this closes 3502. */
  staleCloseMs: number
  /** Time after a token's `exp` to receive a refresh before closing (reference §14.1 item 7). */
  expiryGraceMs: number
  /** A connection whose unsent data exceeds this is closed 3008 "slow". */
  maxBufferedBytes: number
  /** After sending a close frame, the socket is destroyed if the peer has not finished closing. */
  closeTimeoutMs: number
  /** Accept a connect without any token as anonymous (Centrifugo `allow_anonymous_connect_without_token`). */
  allowAnonymousWithoutToken: boolean
  version: string
  /**
   * Public subscriptions one connection may hold; one more is refused with 106 (Centrifugo
   * `client.channel_limit`). `$` channels do not count: each needs a token for the connection's own
   * user, and a page full of match channels must not keep the player's own channel out.
   */
  maxSubscriptionsPerConnection: number
  /**
   * Public channels the hub keeps at once; subscribing to a new one beyond it is refused with 106.
   * `$` channels are never refused for room: only a signed-in player's token opens one, so anonymous
   * sockets cannot crowd them out.
   */
  maxChannels: number
  /** Sockets one client address may hold open; one more upgrade is refused with HTTP 429. */
  maxConnectionsPerAddress: number
  /**
   * Whether a channel exists (a known match, a served locale). A subscription to one it refuses gets
   * 102 "unknown channel". It must not cost a database query per call: it runs for every subscribe.
   */
  isKnownChannel?: (channel: string) => boolean | Promise<boolean>
  /**
   * Whether the sign-in session a player's token names is still live. When set, a player's token
   * must name one (`sid`) and it is checked at connect, refresh and private subscribe.
   */
  isSessionLive?: (user: string, sid: string) => Promise<boolean>
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  historySize: 100,
  historyTtlMs: 300_000,
  historyMetaTtlMs: 3_600_000,
  recoveryMaxPublications: 300,
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  staleCloseMs: 10_000,
  expiryGraceMs: 25_000,
  maxBufferedBytes: 1024 * 1024,
  closeTimeoutMs: 5_000,
  allowAnonymousWithoutToken: false,
  version: 'sportsbook-embedded',
  maxSubscriptionsPerConnection: 128,
  maxChannels: 50_000,
  maxConnectionsPerAddress: 100,
}

/** A close frame: code 3000-3499/4000-4499 makes the client reconnect, 3500-3999/4500-4999 not. */
export interface CloseReason {
  code: number
  reason: string
}

export interface HubLog {
  debug(obj: object, msg: string): void
  error(obj: object, msg: string): void
}
