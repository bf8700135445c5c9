// The Centrifugo server HTTP API subset served by the embedded server (reference §12.1, §14.1
// item 12): the same paths, X-API-Key auth and bodies, so CentrifugoHttpPublisher and the tests
// work unchanged against the embedded server and a real Centrifugo.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { DisconnectReason, RealtimeError, parseChannel, type ErrorBody } from '@sportsbook/contract'
import type { Hub } from './hub.ts'

const Tags = z.record(z.string(), z.string()).optional()
const data = z.unknown().refine((d) => d !== undefined, 'data is required')
const channel = z.string().min(1).max(255)
const PublishBody = z.object({ channel, data, tags: Tags, skip_history: z.boolean().optional() })
const BroadcastBody = z.object({ channels: z.array(channel).min(1).max(10_000), data, tags: Tags, skip_history: z.boolean().optional() })
const UnsubscribeBody = z.object({ channel, user: z.string(), client: z.string().optional() })
const DisconnectBody = z.object({
  user: z.string(),
  client: z.string().optional(),
  disconnect: z.object({ code: z.number().int().min(3000).max(4999), reason: z.string().max(120) }).optional(),
})

const apiError = (e: RealtimeError) => ({ error: { code: e.code, message: e.message } })

function keyMatches(request: FastifyRequest, apiKey: string): boolean {
  const header = request.headers['x-api-key']
  const auth = request.headers.authorization
  const given = typeof header === 'string' ? header : auth?.startsWith('apikey ') ? auth.slice(7) : undefined
  if (given === undefined) return false
  const a = Buffer.from(given)
  const b = Buffer.from(apiKey)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function registerHttpApi(app: FastifyInstance, hub: Hub, apiKey: string) {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    // No key configured means no access at all, as in Centrifugo's middleware.
    if (apiKey === '' || !keyMatches(request, apiKey)) {
      const body: ErrorBody = { error: { code: 'unauthorized', message: 'missing or wrong X-API-Key' } }
      return reply.code(401).send(body)
    }
  }
  // Centrifugo answers API-level errors with HTTP 200 and an `error` member, never a 4xx.
  const badRequest = apiError(RealtimeError.BadRequest)
  const unknownChannel = apiError(RealtimeError.UnknownChannel)

  app.post('/api/publish', { preHandler: guard }, async (request) => {
    const b = PublishBody.safeParse(request.body)
    if (!b.success) return badRequest
    if (!parseChannel(b.data.channel)) return unknownChannel
    return { result: hub.publish(b.data.channel, b.data.data, { tags: b.data.tags, skipHistory: b.data.skip_history }) }
  })

  app.post('/api/broadcast', { preHandler: guard }, async (request) => {
    const b = BroadcastBody.safeParse(request.body)
    if (!b.success) return badRequest
    const opts = { tags: b.data.tags, skipHistory: b.data.skip_history }
    const responses = b.data.channels.map((ch) =>
      parseChannel(ch) ? { result: hub.publish(ch, b.data.data, opts) } : unknownChannel,
    )
    return { result: { responses } }
  })

  app.post('/api/unsubscribe', { preHandler: guard }, async (request) => {
    const b = UnsubscribeBody.safeParse(request.body)
    if (!b.success) return badRequest
    hub.unsubscribe(b.data.channel, { user: b.data.user, client: b.data.client })
    return { result: {} }
  })

  app.post('/api/disconnect', { preHandler: guard }, async (request) => {
    const b = DisconnectBody.safeParse(request.body)
    if (!b.success) return badRequest
    hub.disconnect({ user: b.data.user, client: b.data.client }, b.data.disconnect ?? DisconnectReason.ForceDisconnect)
    return { result: {} }
  })
}
