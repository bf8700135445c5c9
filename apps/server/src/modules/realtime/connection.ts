// One WebSocket connection speaking Centrifuge protocol v2 (reference §2-§7, §14.1 items 2-9):
// framing, a sequential command queue, timers for stale/ping/expiry, and the send path with
// slow-client protection. Command handlers live in commands.ts.
import { randomUUID } from 'node:crypto'
import type { Socket } from 'node:net'
import type { WebSocket } from 'ws'
import { DisconnectReason, PRIVATE_CHANNEL_PREFIX, type RealtimeError } from '@sportsbook/contract'
import type { CloseReason, HubLog, HubOptions } from './hub-options.ts'
import type { Stream } from './stream.ts'
import type { TokenService } from './service.ts'
import { PING_FRAME, encodeError, encodeUnsubscribePush, type Command } from './wire.ts'

/** JSON clients read text frames only (reference §2). */
const TEXT_FRAME = { binary: false } as const

/** A complete unmasked WebSocket text frame (RFC 6455 §5.2) around a UTF-8 payload. */
export class SharedFrame {
  readonly payload: Buffer
  readonly bytes: Buffer
  constructor(text: string) {
    this.payload = Buffer.from(text)
    const n = this.payload.length
    const header = n < 126 ? 2 : n < 65_536 ? 4 : 10
    this.bytes = Buffer.allocUnsafe(header + n)
    this.bytes[0] = 0x81 // FIN + text opcode
    if (n < 126) this.bytes[1] = n
    else if (n < 65_536) {
      this.bytes[1] = 126
      this.bytes.writeUInt16BE(n, 2)
    } else {
      this.bytes[1] = 127
      this.bytes.writeBigUInt64BE(BigInt(n), 2)
    }
    this.payload.copy(this.bytes, header)
  }
}

interface Subscription {
  expiryTimer?: NodeJS.Timeout
}

/** What a connection and its command handlers use of the hub (the Hub class implements it). */
export interface ConnectionHub {
  readonly opts: HubOptions
  readonly log: HubLog
  readonly tokens: TokenService
  now(): number
  stream(channel: string): Stream
  handleCommand(c: Connection, cmd: Command): Promise<void>
  register(c: Connection): void
  unregister(c: Connection): void
  addSubscriber(channel: string, c: Connection): void
  removeSubscriber(channel: string, c: Connection): void
  /** Whether a token's sign-in session may still be used (see Hub.sessionAllowed). */
  sessionAllowed(user: string, sid: string | undefined): Promise<boolean>
  /** Whether a subscription to `channel` fits the hub's channel limit. */
  hasRoomFor(channel: string): boolean
  /** Forgets a channel nobody listens to and nobody published to. */
  releaseIfIdle(channel: string): void
}

export class Connection {
  readonly id = randomUUID()
  state: 'connecting' | 'connected' | 'closed' = 'connecting'
  user = ''
  /** The sign-in session of the player's token; undefined for anonymous connections. */
  sid: string | undefined
  readonly subs = new Map<string, Subscription>()
  /** Subscriptions to public (not `$`) channels: what `maxSubscriptionsPerConnection` counts. */
  publicSubs = 0
  private queue: Promise<void> = Promise.resolve()
  private staleTimer?: NodeJS.Timeout
  private pingTimer?: NodeJS.Timeout
  private pongTimer?: NodeJS.Timeout
  private expiryTimer?: NodeJS.Timeout

  constructor(
    readonly ws: WebSocket,
    readonly hub: ConnectionHub,
    /** The client's address, for the hub's per-address connection count. */
    readonly address = '',
  ) {
    this.staleTimer = setTimeout(() => this.close(DisconnectReason.Stale), hub.opts.staleCloseMs)
    ws.on('message', (raw, isBinary) => this.onFrame(raw.toString(), isBinary))
    ws.on('close', () => this.cleanup())
    ws.on('error', (err) => hub.log.debug({ err, client: this.id }, 'realtime socket error'))
  }

  private onFrame(text: string, isBinary: boolean) {
    if (this.state === 'closed') return
    // JSON clients only send text frames; each holds commands joined by "\n" (reference §2).
    if (isBinary) return this.close(DisconnectReason.BadRequest)
    const commands: Command[] = []
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue
      let cmd: unknown
      try {
        cmd = JSON.parse(line)
      } catch {
        return this.close(DisconnectReason.BadRequest)
      }
      if (typeof cmd !== 'object' || cmd === null || Array.isArray(cmd)) return this.close(DisconnectReason.BadRequest)
      commands.push(cmd as Command)
    }
    // Async token checks must not reorder commands: connect has to finish before the subscribes
    // batched in the same frame (reference §4), so every frame waits for the previous one.
    this.queue = this.queue.then(async () => {
      for (const cmd of commands) {
        if (this.state === 'closed') return
        try {
          await this.hub.handleCommand(this, cmd)
        } catch (err) {
          this.hub.log.error({ err, client: this.id }, 'realtime command failed')
          this.close(DisconnectReason.InternalError)
        }
      }
    })
  }

  /** Moves to connected: the stale timer stops and the ping cycle starts. */
  markConnected(user: string, expiresAtMs: number | undefined, sid?: string) {
    this.state = 'connected'
    this.user = user
    this.sid = sid
    clearTimeout(this.staleTimer)
    this.setExpiry(expiresAtMs)
    this.schedulePing()
  }

  /** Without a refresh within the grace period after `exp`, the connection closes 3005 (reference §14.1 item 7). */
  setExpiry(expiresAtMs: number | undefined) {
    clearTimeout(this.expiryTimer)
    if (expiresAtMs === undefined) return
    const delay = expiresAtMs - this.hub.now() + this.hub.opts.expiryGraceMs
    this.expiryTimer = setTimeout(() => this.close(DisconnectReason.ConnectionExpired), Math.max(0, delay))
  }

  private schedulePing() {
    this.pingTimer = setTimeout(() => {
      this.send(PING_FRAME)
      clearTimeout(this.pongTimer)
      this.pongTimer = setTimeout(() => this.close(DisconnectReason.NoPong), this.hub.opts.pongTimeoutMs)
      this.schedulePing()
    }, this.hub.opts.pingIntervalMs)
  }

  onPong() {
    clearTimeout(this.pongTimer)
    this.pongTimer = undefined
  }

  /** Drops a subscription on the server and tells the client with an unsubscribe push. */
  serverUnsubscribe(channel: string, reason: { code: number; reason: string }) {
    if (!this.subs.has(channel)) return
    this.removeSub(channel)
    this.send(encodeUnsubscribePush(channel, reason.code, reason.reason))
  }

  addSub(channel: string, sub: Subscription) {
    if (this.subs.has(channel)) return
    this.subs.set(channel, sub)
    if (!channel.startsWith(PRIVATE_CHANNEL_PREFIX)) this.publicSubs++
    this.hub.addSubscriber(channel, this)
  }

  removeSub(channel: string) {
    const sub = this.subs.get(channel)
    if (!sub) return
    clearTimeout(sub.expiryTimer)
    this.subs.delete(channel)
    if (!channel.startsWith(PRIVATE_CHANNEL_PREFIX)) this.publicSubs--
    this.hub.removeSubscriber(channel, this)
  }

  replyError(id: number, err: RealtimeError) {
    this.send(encodeError(id, err.temporary ? err : { code: err.code, message: err.message }))
  }

  /** Writes one frame; a client that cannot keep up is closed 3008 instead of buffering without bound. */
  send(frame: string) {
    if (this.state === 'closed') return
    if (this.ws.bufferedAmount > this.hub.opts.maxBufferedBytes) return this.close(DisconnectReason.Slow)
    this.ws.send(frame)
  }

  /**
   * Writes a publication framed once for all subscribers. Without permessage-deflate (off in
   * plugin.ts) ws writes every frame synchronously, so writing the ready frame to the socket keeps
   * the order of frames; it saves ws's per-socket framing (about a fifth of the fan-out CPU, see
   * docs/performance.md).
   */
  sendShared(frame: SharedFrame) {
    if (this.state === 'closed') return
    if (this.ws.bufferedAmount > this.hub.opts.maxBufferedBytes) return this.close(DisconnectReason.Slow)
    const socket = (this.ws as unknown as { _socket?: Socket })._socket
    if (socket && this.ws.readyState === this.ws.OPEN) socket.write(frame.bytes)
    else this.ws.send(frame.payload, TEXT_FRAME)
  }

  close(reason: CloseReason) {
    if (this.state === 'closed') return
    this.cleanup()
    this.ws.close(reason.code, reason.reason)
    // A slow or dead peer may never answer the close handshake; do not hold its socket for long.
    setTimeout(() => this.ws.terminate(), this.hub.opts.closeTimeoutMs).unref()
  }

  private cleanup() {
    if (this.state === 'closed') return
    this.state = 'closed'
    for (const t of [this.staleTimer, this.pingTimer, this.pongTimer, this.expiryTimer]) clearTimeout(t)
    for (const channel of [...this.subs.keys()]) this.removeSub(channel)
    this.hub.unregister(this)
  }
}
