// The embedded realtime server's state: connections, channel subscribers and per-channel streams
// (the memory engine of reference §12.3), plus the controls the backend uses (reference §14.1
// items 10-11): publish, server-side unsubscribe and disconnect, graceful shutdown.
import type { WebSocket } from 'ws'
import { DisconnectReason, PRIVATE_CHANNEL_PREFIX, UnsubscribeReason } from '@sportsbook/contract'
import { handleCommand } from './commands.ts'
import { Connection, SharedFrame, type ConnectionHub } from './connection.ts'
import { DEFAULT_HUB_OPTIONS, type CloseReason, type HubLog, type HubOptions } from './hub-options.ts'
import { Stream } from './stream.ts'
import type { TokenService } from './service.ts'
import { encodePublicationPush, type Command, type StreamPosition } from './wire.ts'

export { DEFAULT_HUB_OPTIONS, type CloseReason, type HubLog, type HubOptions } from './hub-options.ts'

/** Selects connections for server-side controls: every connection of a user, or one client id. */
export type Target = { user: string; client?: string } | { client: string }

export interface PublishOptions {
  tags?: Record<string, string>
  /** Fan out without storing: the publication gets no offset (Centrifugo `skip_history`). */
  skipHistory?: boolean
}

const isPrivate = (channel: string) => channel.startsWith(PRIVATE_CHANNEL_PREFIX)

export class Hub implements ConnectionHub {
  readonly opts: HubOptions
  private readonly connections = new Set<Connection>()
  private readonly byUser = new Map<string, Set<Connection>>()
  private readonly subscribers = new Map<string, Set<Connection>>()
  private readonly streams = new Map<string, Stream>()
  /** Streams of public (not `$`) channels: what `maxChannels` counts. */
  private publicStreams = 0
  /** Open sockets per client address (`maxConnectionsPerAddress`). */
  private readonly byAddress = new Map<string, number>()
  private readonly sweeper: NodeJS.Timeout
  private closing = false
  /** Bumped by every revocation sweep: a liveness check that raced one is asked again. */
  private revocations = 0

  constructor(
    readonly tokens: TokenService,
    opts: Partial<HubOptions> = {},
    readonly log: HubLog = { debug() {}, error() {} },
    readonly now: () => number = Date.now,
  ) {
    this.opts = { ...DEFAULT_HUB_OPTIONS, ...opts }
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, this.opts.historyTtlMs)).unref()
  }

  /** Whether a client address may open one more socket (`maxConnectionsPerAddress`). */
  admits(address: string): boolean {
    return (this.byAddress.get(address) ?? 0) < this.opts.maxConnectionsPerAddress
  }

  /** Takes over an upgraded socket from `address` (the client's, as the HTTP API resolves it). */
  accept(ws: WebSocket, address = ''): void {
    if (this.closing) return ws.close(DisconnectReason.Shutdown.code, DisconnectReason.Shutdown.reason)
    const c = new Connection(ws, this, address)
    this.connections.add(c)
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1)
  }

  publish(channel: string, data: unknown, options: PublishOptions = {}): StreamPosition | Record<string, never> {
    const stream = this.stream(channel)
    let result: StreamPosition | Record<string, never> = {}
    let pub: object = options.tags ? { data, tags: options.tags } : { data }
    if (!options.skipHistory) {
      const appended = stream.append(data, options.tags, this.now())
      pub = appended.pub
      result = appended.position
    }
    const subs = this.subscribers.get(channel)
    if (subs && subs.size > 0) {
      // Encoded and framed once; every subscriber's socket gets the same bytes.
      const frame = new SharedFrame(encodePublicationPush(channel, JSON.stringify(pub)))
      for (const c of subs) c.sendShared(frame)
    }
    return result
  }

  unsubscribe(channel: string, target: Target, reason: { code: number; reason: string } = UnsubscribeReason.Server) {
    for (const c of this.select(target)) c.serverUnsubscribe(channel, reason)
  }

  disconnect(target: Target, reason: CloseReason = DisconnectReason.ForceDisconnect) {
    for (const c of this.select(target)) c.close(reason)
  }

  /**
   * Whether a token's session may be used: no checker, or an anonymous token, passes; a player's
   * token must name a live session. A check that raced a revocation sweep is repeated, so a
   * connection can not slip in between a sign-out and the sweep of that player's connections.
   */
  async sessionAllowed(user: string, sid: string | undefined): Promise<boolean> {
    const check = this.opts.isSessionLive
    if (!check || user === '') return true
    if (!sid) return false
    for (;;) {
      const seen = this.revocations
      if (!(await check(user, sid))) return false
      if (seen === this.revocations) return true
    }
  }

  /** A player's sessions changed: closes (3014, reconnect with a fresh token) the connections of ended ones. */
  async revokeEndedSessions(user: string): Promise<void> {
    this.revocations++
    const check = this.opts.isSessionLive
    const conns = this.byUser.get(user)
    if (!check || !conns) return
    const bySid = new Map<string, Connection[]>()
    for (const c of conns) bySid.set(c.sid ?? '', [...(bySid.get(c.sid ?? '') ?? []), c])
    for (const [sid, list] of bySid) {
      if (sid !== '' && (await check(user, sid))) continue
      for (const c of list) c.close(DisconnectReason.SessionEnded)
    }
  }

  /** Closes every connection with 3001 "shutdown" (clients reconnect) and waits for the sockets to end. */
  async shutdown(timeoutMs = 2_000): Promise<void> {
    this.closing = true
    clearInterval(this.sweeper)
    const sockets = [...this.connections].map((c) => c.ws)
    for (const c of [...this.connections]) c.close(DisconnectReason.Shutdown)
    const closed = sockets.map(
      (ws) => new Promise<void>((resolve) => (ws.readyState === ws.CLOSED ? resolve() : ws.once('close', () => resolve()))),
    )
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))
    await Promise.race([Promise.all(closed), timeout])
    clearTimeout(timer)
    for (const ws of sockets) ws.terminate()
  }

  stats() {
    let subscriptions = 0
    for (const s of this.subscribers.values()) subscriptions += s.size
    return { connections: this.connections.size, channels: this.streams.size, subscriptions }
  }

  /** The stream of a channel, created with a fresh epoch on first use. */
  stream(channel: string): Stream {
    let s = this.streams.get(channel)
    if (!s) {
      s = new Stream(this.opts.historySize, this.opts.historyTtlMs, this.now())
      this.streams.set(channel, s)
      if (!isPrivate(channel)) this.publicStreams++
    }
    return s
  }

  private dropStream(channel: string) {
    if (this.streams.delete(channel) && !isPrivate(channel)) this.publicStreams--
  }

  handleCommand(c: Connection, cmd: Command): Promise<void> {
    return handleCommand(c, cmd)
  }

  register(c: Connection) {
    let set = this.byUser.get(c.user)
    if (!set) this.byUser.set(c.user, (set = new Set()))
    set.add(c)
  }

  unregister(c: Connection) {
    if (this.connections.delete(c)) {
      const left = (this.byAddress.get(c.address) ?? 1) - 1
      if (left > 0) this.byAddress.set(c.address, left)
      else this.byAddress.delete(c.address)
    }
    const set = this.byUser.get(c.user)
    if (set?.delete(c) && set.size === 0) this.byUser.delete(c.user)
  }

  addSubscriber(channel: string, c: Connection) {
    let set = this.subscribers.get(channel)
    if (!set) this.subscribers.set(channel, (set = new Set()))
    set.add(c)
  }

  removeSubscriber(channel: string, c: Connection) {
    const set = this.subscribers.get(channel)
    if (!set?.delete(c) || set.size > 0) return
    this.subscribers.delete(channel)
    this.releaseIfIdle(channel)
  }

  /** A channel nobody listens to and nobody ever published to holds nothing: subscribing leaves no memory behind. */
  releaseIfIdle(channel: string) {
    if (!this.subscribers.has(channel) && this.streams.get(channel)?.top === 0) this.dropStream(channel)
  }

  /**
   * Whether a subscription to `channel` fits the hub's channel limit: existing channels and `$`
   * channels always do, so public channels can never keep a player out of their own.
   */
  hasRoomFor(channel: string): boolean {
    return isPrivate(channel) || this.streams.has(channel) || this.publicStreams < this.opts.maxChannels
  }

  private select(target: Target): Connection[] {
    if ('user' in target) {
      const set = this.byUser.get(target.user)
      return set ? [...set].filter((c) => target.client === undefined || c.id === target.client) : []
    }
    return [...this.connections].filter((c) => c.id === target.client && c.state === 'connected')
  }

  private sweep() {
    const now = this.now()
    for (const [channel, s] of this.streams) {
      const left = s.prune(now)
      if (left === 0 && !this.subscribers.has(channel) && now - s.lastActivity > this.opts.historyMetaTtlMs) {
        this.dropStream(channel)
      }
    }
  }
}
