/**
 * No unit test may depend on a running server (issue #27: tests reached 127.0.0.1:3000, happy-dom's
 * page origin, and passed or failed with whatever listened there). The setup file swaps every way a
 * page reaches the network for a stand-in that refuses and records the attempt; the test that made
 * it then fails, naming the request. A test that needs a response mocks it
 * (`vi.stubGlobal('fetch', …)`; `vi.unstubAllGlobals()` puts the guard back); a test of the web
 * server's own middleware may fetch from the loopback server it started (`allowOwnServer`).
 */
import { FakeTransport } from '~/lib/realtime/fake-transport.ts'
import { RealtimeClient } from '~/lib/realtime/realtime-client.ts'

const attempts: string[] = []
/** Loopback ports of servers the running test started itself. */
const ownPorts = new Set<string>()
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

function refused(api: string, target: unknown): Error {
  const message = `A unit test made a real network request: ${api} ${describe(target)}. Mock it in the test.`
  attempts.push(message)
  return new Error(message)
}

function describe(target: unknown): string {
  if (typeof target === 'string') return target
  if (target instanceof URL) return target.href
  if (target && typeof target === 'object' && 'url' in target) return String(target.url)
  return String(target)
}

class RefusedWebSocket {
  constructor(url: unknown) {
    throw refused('WebSocket', url)
  }
}

class RefusedEventSource {
  constructor(url: unknown) {
    throw refused('EventSource', url)
  }
}

class RefusedXMLHttpRequest {
  open(method: string, url: unknown) {
    throw refused(`XMLHttpRequest ${method}`, url)
  }
}

function toOwnServer(target: unknown): boolean {
  try {
    const url = new URL(describe(target))
    return LOOPBACK.has(url.hostname) && ownPorts.has(url.port)
  } catch {
    return false
  }
}

/**
 * The environment's own fetch, taken once when this module loads: test files that share a module graph
 * run the setup file (and this install) again each, and must never wrap an earlier file's guard or stub.
 */
const realFetch = globalThis.fetch

/** Replaces fetch, WebSocket, EventSource, XMLHttpRequest and sendBeacon on the test window. */
export function installNetworkGuard(): void {
  const g = globalThis as Record<string, unknown>
  g.fetch = (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    toOwnServer(input)
      ? realFetch(input, init)
      : Promise.reject(refused(`fetch ${init?.method ?? 'GET'}`, input))
  g.WebSocket = RefusedWebSocket
  g.EventSource = RefusedEventSource
  g.XMLHttpRequest = RefusedXMLHttpRequest
  if (typeof navigator !== 'undefined')
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: unknown) => {
        throw refused('sendBeacon', url)
      },
    })
}

/**
 * The realtime transport a test gets unless it hands the app its own stand-in (a FakeTransport through
 * `vi.mock('~/lib/realtime/browser-client.ts', …)`): subscribing connects, and connecting is refused
 * at once, so a component that goes live fails its test instead of dialling the page origin later.
 */
class RefusedRealtimeTransport extends FakeTransport {
  override connect() {
    refused('realtime connection', '/connection/websocket')
    super.connect()
  }
}

/** A fresh refusing realtime client (the setup file's stand-in for getRealtimeClient). */
export const refusedRealtimeClient = () => new RealtimeClient(new RefusedRealtimeTransport())

/** Lets the running test fetch from a loopback server it started (tests of server.mjs's middleware). */
export function allowOwnServer(server: { address(): unknown }): void {
  const address = server.address()
  if (address && typeof address === 'object' && 'port' in address) ownPorts.add(String(address.port))
}

/** The refused requests since the last call (the setup file fails the test that made any). */
export function takeRefusedRequests(): string[] {
  ownPorts.clear()
  return attempts.splice(0)
}
