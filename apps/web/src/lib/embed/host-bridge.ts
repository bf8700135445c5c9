import {
  outboundEnvelope,
  parseInboundMessage,
  type DropReason,
  type HostListener,
  type InboundMessage,
  type InboundType,
  type OutboundPayload,
  type OutboundType,
} from '@sportsbook/contract'

/** Spec §2: the native app handles navigation and integration itself; these are not listened to there. */
export const MOBILE_APP_SKIPPED: readonly InboundType[] = ['page_changed', 'iframe_integration']

type Handler = (message: InboundMessage) => void

export interface BridgeOptions {
  /** Origins whose messages are accepted (spec §5); everything else is dropped as `origin`. */
  allowedOrigins: readonly string[]
  /** The origin outbound messages go to; null posts nothing. */
  hostOrigin: string | null
  mobileApp: boolean
  target?: Window
  /** Where messages come from (the frame's own window). */
  source?: Window
}

export type DropCounts = Record<DropReason | 'origin' | 'skipped', number>

/**
 * The sportsbook's end of the window-message protocol: validates, counts and dispatches what the
 * host sends; posts to the host's exact origin. A bad message is dropped and counted, never thrown.
 */
export function createHostBridge(opts: BridgeOptions) {
  const handlers = new Set<Handler>()
  const dropped: DropCounts = { origin: 0, foreign: 0, version: 0, unknown: 0, malformed: 0, skipped: 0 }
  let listeners: ReadonlySet<HostListener> = new Set()
  const target = opts.target ?? (typeof window !== 'undefined' ? window.parent : undefined)

  const onMessage = (event: MessageEvent) => {
    if (!opts.allowedOrigins.includes(event.origin)) {
      dropped.origin += 1
      return
    }
    const parsed = parseInboundMessage(event.data)
    if (!parsed.ok) {
      dropped[parsed.reason] += 1
      return
    }
    const message = parsed.message
    if (opts.mobileApp && MOBILE_APP_SKIPPED.includes(message.type)) {
      dropped.skipped += 1
      return
    }
    if (message.type === 'iframe_integration') listeners = new Set(message.payload.listeners)
    for (const h of handlers) {
      try {
        h(message)
      } catch (e) {
        // A failing handler must not stop the others; it is reported like any other error.
        queueMicrotask(() => {
          throw e
        })
      }
    }
  }

  return {
    start(source: Window = opts.source ?? window) {
      source.addEventListener('message', onMessage)
      return () => source.removeEventListener('message', onMessage)
    },
    /** Subscribes to accepted host messages. */
    on(handler: Handler) {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
    post<T extends OutboundType>(type: T, payload: OutboundPayload<T>) {
      if (!opts.hostOrigin || !target) return false
      target.postMessage(outboundEnvelope(type, payload), opts.hostOrigin)
      return true
    },
    /** Spec §5: sign in, sign up and deposit go to the host only when it said it listens. */
    delegates: (listener: HostListener) => opts.hostOrigin !== null && listeners.has(listener),
    dropped: (): Readonly<DropCounts> => ({ ...dropped }),
  }
}

export type HostBridge = ReturnType<typeof createHostBridge>
