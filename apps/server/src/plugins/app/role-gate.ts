// A process without the `api` role (ROLES) answers only what its roles serve: the probes and metrics
// every process has, and the realtime role's WebSocket and HTTP API. Anything else is 404, so a load
// balancer pointed at a worker by mistake gets no half-working API from it.
import fp from 'fastify-plugin'
import type { Role } from '../../config/env.ts'
import { ApiError } from '../../lib/api-error.ts'

const EVERY_ROLE = /^\/(health|ready|metrics)(\/|\?|$)/
const REALTIME = /^\/(connection\/websocket|api\/(publish|broadcast|unsubscribe|disconnect))(\/|\?|$)/

export default fp<{ roles: ReadonlySet<Role> }>(
  async (app, { roles }) => {
    if (roles.has('api')) return
    app.addHook('onRequest', async (req) => {
      if (EVERY_ROLE.test(req.url) || (roles.has('realtime') && REALTIME.test(req.url))) return
      throw new ApiError('not_found', `this process runs ${[...roles].join(', ')}, not the API`)
    })
  },
  { name: 'role-gate' },
)
