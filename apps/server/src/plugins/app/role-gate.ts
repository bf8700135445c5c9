// A process without the `api` role (ROLES) answers only what its roles serve: the probes and metrics
// every process has, and the realtime role's WebSocket and HTTP API. Anything else is 404, so a load
// balancer pointed at a worker by mistake gets no half-working API from it.
// `app.roles` holds which of its roles have started (server.ts marks each one), for GET /ready.
import fp from 'fastify-plugin'
import type { Role } from '../../config/env.ts'
import { ApiError } from '../../lib/api-error.ts'

export interface RoleStates {
  /** The roles this process runs (ROLES). */
  readonly names: ReadonlySet<Role>
  /** Marks `role` started: its loops, listeners and workers are running. */
  started(role: Role): void
  /** Each role this process runs: `started` once marked, `starting` until then. */
  states(): Partial<Record<Role, 'starting' | 'started'>>
}

declare module 'fastify' {
  interface FastifyInstance {
    roles: RoleStates
  }
}

function roleStates(names: ReadonlySet<Role>): RoleStates {
  const done = new Set<Role>()
  return {
    names,
    started: (role) => void (names.has(role) && done.add(role)),
    states: () => Object.fromEntries([...names].map((r) => [r, done.has(r) ? 'started' : 'starting'])),
  }
}

const EVERY_ROLE = /^\/(health|ready|metrics)(\/|\?|$)/
const REALTIME = /^\/(connection\/websocket|api\/(publish|broadcast|unsubscribe|disconnect))(\/|\?|$)/

export default fp<{ roles: ReadonlySet<Role> }>(
  async (app, { roles }) => {
    app.decorate('roles', roleStates(roles))
    if (roles.has('api')) return
    app.addHook('onRequest', async (req) => {
      if (EVERY_ROLE.test(req.url) || (roles.has('realtime') && REALTIME.test(req.url))) return
      throw new ApiError('not_found', `this process runs ${[...roles].join(', ')}, not the API`)
    })
  },
  { name: 'role-gate' },
)
