// GET /notifications, GET /notifications/counters, POST /notifications/read, POST /notifications/read-all
// and POST /counters (spec §7): a signed-in player's own notifications only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CountersRequest,
  CountersResponse,
  ErrorBody,
  MarkReadRequest,
  MarkReadResponse,
  NotificationList,
  NotificationListQuery,
  UnreadCounters,
} from '@sportsbook/contract'

const tags = ['notifications']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requirePlayer)
  const service = app.notifications

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The player's notifications, newest first",
        querystring: NotificationListQuery,
        response: { 200: NotificationList, ...errors },
      },
    },
    async (req) => service.list(req.player!.id, req.query),
  )
  app.get(
    '/notifications/counters',
    { schema: { tags, summary: 'Unread counters', response: { 200: UnreadCounters, ...errors } } },
    async (req) => service.counters(req.player!.id),
  )
  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: "Marks the player's notifications of these ids read (others' ids are ignored)",
        body: MarkReadRequest,
        response: { 200: MarkReadResponse, ...errors },
      },
    },
    async (req) => service.read(req.player!.id, req.body.ids),
  )
  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Marks every notification read',
        response: { 200: MarkReadResponse, ...errors },
      },
    },
    async (req) => service.read(req.player!.id, 'all'),
  )
  app.post(
    '/counters',
    {
      schema: {
        tags,
        summary: 'The named counters (all when none are named)',
        body: CountersRequest,
        response: { 200: CountersResponse, ...errors },
      },
    },
    async (req) => service.named(req.player!.id, req.body?.names),
  )
}

export default routes
