// Publishing behind one interface (reference §0): in-process into the embedded hub, or through
// Centrifugo's server HTTP API (reference §12.1) in production. Both return the stream position.
import type { Hub, PublishOptions } from './hub.ts'

export interface PublishResult {
  /** Absent when the channel keeps no history (or skip_history was asked). */
  offset?: number
  epoch?: string
}

export interface Publisher {
  publish(channel: string, data: unknown, options?: PublishOptions): Promise<PublishResult>
  /** Same data to many channels, encoded once (Centrifugo `broadcast`). */
  broadcast(channels: string[], data: unknown, options?: PublishOptions): Promise<PublishResult[]>
  /** Server-side unsubscribe of a user from a channel; the client sees unsubscribed 2000. */
  unsubscribe(channel: string, user: string): Promise<void>
  /** Closes every connection of a user (3503 by default: terminal, e.g. after logout or a ban). */
  disconnect(user: string, disconnect?: { code: number; reason: string }): Promise<void>
}

export class InProcessPublisher implements Publisher {
  constructor(private readonly hub: Hub) {}

  async publish(channel: string, data: unknown, options?: PublishOptions) {
    return this.hub.publish(channel, data, options)
  }

  async broadcast(channels: string[], data: unknown, options?: PublishOptions) {
    return channels.map((ch) => this.hub.publish(ch, data, options))
  }

  async unsubscribe(channel: string, user: string) {
    this.hub.unsubscribe(channel, { user })
  }

  async disconnect(user: string, disconnect?: { code: number; reason: string }) {
    this.hub.disconnect({ user }, disconnect)
  }
}

export class CentrifugoApiError extends Error {
  override name = 'CentrifugoApiError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

export interface CentrifugoHttpOptions {
  /** e.g. http://centrifugo:8000 — the API lives under /api. */
  baseUrl: string
  apiKey: string
  /** Per request; a stuck Centrifugo must not stall the feed. */
  timeoutMs?: number
  fetch?: typeof fetch
}

export class CentrifugoHttpPublisher implements Publisher {
  private readonly fetch: typeof fetch
  constructor(private readonly opts: CentrifugoHttpOptions) {
    this.fetch = opts.fetch ?? fetch
  }

  async publish(channel: string, data: unknown, options: PublishOptions = {}) {
    const result = await this.call<PublishResult>('publish', { channel, data, ...wireOptions(options) })
    return result ?? {}
  }

  async broadcast(channels: string[], data: unknown, options: PublishOptions = {}) {
    type Item = { result?: PublishResult; error?: { code: number; message: string } }
    const result = await this.call<{ responses?: Item[] }>('broadcast', { channels, data, ...wireOptions(options) })
    return (result?.responses ?? []).map((r) => {
      if (r.error) throw new CentrifugoApiError(r.error.message, r.error.code)
      return r.result ?? {}
    })
  }

  async unsubscribe(channel: string, user: string) {
    await this.call('unsubscribe', { channel, user })
  }

  async disconnect(user: string, disconnect?: { code: number; reason: string }) {
    await this.call('disconnect', { user, ...(disconnect && { disconnect }) })
  }

  private async call<T>(method: string, body: unknown): Promise<T | undefined> {
    const res = await this.fetch(`${this.opts.baseUrl.replace(/\/$/, '')}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.opts.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5_000),
    })
    if (!res.ok) throw new CentrifugoApiError(`centrifugo ${method}: HTTP ${res.status}`, res.status)
    // Centrifugo reports API errors with HTTP 200 and an `error` member (reference §12.1).
    const json = (await res.json()) as { result?: T; error?: { code: number; message: string } }
    if (json.error) throw new CentrifugoApiError(json.error.message, json.error.code)
    return json.result
  }
}

const wireOptions = (o: PublishOptions) => ({
  ...(o.tags && { tags: o.tags }),
  ...(o.skipHistory && { skip_history: true }),
})
