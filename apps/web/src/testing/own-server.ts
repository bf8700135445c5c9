// A web-server middleware test's own loopback server (the only network a unit test may reach:
// `network-guard.ts`), closed after each test.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'
import { allowOwnServer } from './network-guard.ts'

const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/** The server `listen` started last (to attach an `upgrade` handler to it). */
export const lastServer = (): http.Server | undefined => servers.at(-1)

/** Starts `handler` on a free loopback port and answers its origin. */
export async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler).listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((r) => server.once('listening', r))
  allowOwnServer(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
