// The Centrifuge client protocol v2 (JSON over WebSocket), only as much as the checks need:
// commands with ids, replies matched by id, pings answered (reference centrifuge-protocol.md §2-§5).
import WebSocket from 'ws'

export interface Reply {
  id: number
  error?: { code: number; message: string }
  [method: string]: unknown
}

export class RealtimeConnection {
  private nextId = 1
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>()
  private closed: string | undefined

  private constructor(
    private readonly ws: WebSocket,
    private readonly timeoutMs: number,
  ) {
    ws.on('message', (data) => this.receive(String(data)))
    ws.on('close', (code, reason) => this.fail(`connection closed ${code} ${String(reason)}`.trim()))
    ws.on('error', (e) => this.fail(`connection error: ${e.message}`))
  }

  /** Opens the WebSocket (no subprotocol: the JSON client sends none). */
  static open(url: string, timeoutMs: number): Promise<RealtimeConnection> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { handshakeTimeout: timeoutMs })
      ws.once('open', () => resolve(new RealtimeConnection(ws, timeoutMs)))
      ws.once('error', (e) => reject(new Error(`WebSocket ${url}: ${e.message}`)))
      ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`WebSocket ${url}: HTTP ${res.statusCode}`)),
      )
    })
  }

  /** Sends `{ <method>: params, id }` and resolves with its reply (result or error). */
  command(method: string, params: Record<string, unknown>): Promise<Reply> {
    if (this.closed) return Promise.reject(new Error(this.closed))
    const id = this.nextId++
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(new Error(`no ${method} reply within ${this.timeoutMs} ms`))
      }, this.timeoutMs)
      const done = (fn: () => void) => {
        clearTimeout(timer)
        fn()
      }
      this.pending.set(id, {
        resolve: (r) => done(() => resolve(r)),
        reject: (e) => done(() => reject(e)),
      })
      this.ws.send(JSON.stringify({ [method]: params, id }))
    })
  }

  close() {
    this.closed ??= 'closed by the kit'
    this.ws.close()
  }

  private receive(frame: string) {
    for (const line of frame.trim().split('\n')) {
      if (line === '') continue
      const msg = JSON.parse(line) as Reply
      if (msg.id > 0) {
        const waiter = this.pending.get(msg.id)
        this.pending.delete(msg.id)
        waiter?.resolve(msg)
      } else if (!('push' in msg)) {
        this.ws.send('{}') // a server ping: answer pong
      }
    }
  }

  private fail(reason: string) {
    this.closed ??= reason
    for (const [id, waiter] of this.pending) {
      this.pending.delete(id)
      waiter.reject(new Error(reason))
    }
  }
}
