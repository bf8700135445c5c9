// Centrifuge client protocol v2 wire shapes in JSON (reference §3-§8), only the parts the embedded
// server reads or writes. Unknown request fields are ignored, optional reply fields never sent.

export interface StreamPosition {
  offset: number
  epoch: string
}

export interface Publication {
  data: unknown
  offset?: number
  tags?: Record<string, string>
}

export interface ConnectRequest {
  token?: string
  data?: unknown
  name?: string
  version?: string
}

export interface SubscribeRequest {
  channel?: string
  token?: string
  /** Bit 2 = reject unrecovered (5.6+): reply 112 instead of recovered:false (reference §5). */
  flag?: number
  recover?: boolean
  offset?: number
  epoch?: string
}

/** One decoded line of a client frame. `id` is 0 or missing only for a pong or a `send`. */
export interface Command {
  id?: number
  connect?: ConnectRequest
  subscribe?: SubscribeRequest
  unsubscribe?: { channel?: string }
  refresh?: { token?: string }
  sub_refresh?: { channel?: string; token?: string }
  publish?: unknown
  presence?: unknown
  presence_stats?: unknown
  history?: unknown
  rpc?: unknown
  ping?: unknown
  send?: unknown
}

export const COMMAND_METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'refresh',
  'sub_refresh',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'rpc',
  'ping',
  'send',
] as const
export type CommandMethod = (typeof COMMAND_METHODS)[number]

export interface ConnectResult {
  client: string
  version: string
  expires?: boolean
  ttl?: number
  /** Seconds: the client reconnects after ping + maxServerPingDelay without data (reference §7). */
  ping: number
  pong: boolean
}

export interface SubscribeResult {
  recoverable: true
  positioned: true
  epoch: string
  offset: number
  expires?: boolean
  ttl?: number
  was_recovering?: boolean
  recovered?: boolean
  publications?: Publication[]
}

export interface ReplyError {
  code: number
  message: string
  temporary?: boolean
}

/** Raw JSON pieces are spliced in so one publication is stringified once for every subscriber. */
export const encodePublicationPush = (channel: string, pubJson: string) =>
  `{"push":{"channel":${JSON.stringify(channel)},"pub":${pubJson}}}`

export const encodeUnsubscribePush = (channel: string, code: number, reason: string) =>
  JSON.stringify({ push: { channel, unsubscribe: { code, reason } } })

export const encodeReply = (id: number, method: string, result: unknown) => JSON.stringify({ id, [method]: result })

export const encodeError = (id: number, error: ReplyError) => JSON.stringify({ id, error })

/** The server ping of protocol v2 is the empty object; the client's pong is the same (reference §7). */
export const PING_FRAME = '{}'
