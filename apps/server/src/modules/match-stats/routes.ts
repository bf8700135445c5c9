// GET /matches/{id}/{type} (spec §7 widget statistics): `statistics` or `timeline` of one match;
// GET /matches/{id}/video and /streams: how to watch it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBody,
  IdParams,
  MatchStatParams,
  MatchStatistics,
  MatchStreams,
  MatchTimeline,
  MatchVideo,
} from '@sportsbook/contract'
import { z } from 'zod'

const matchStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/:type',
    {
      schema: {
        tags: ['matches'],
        summary: "A match's statistics or event timeline as the data provider sends them",
        params: MatchStatParams,
        response: { 200: z.union([MatchStatistics, MatchTimeline]), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const detail = await app.matchStats.get(req.params.id)
      return req.params.type === 'statistics' ? detail.statistics : detail.timeline
    },
  )

  // Static segments win over `:type` in the router, so these two are never read as a statistics type.
  const one = { tags: ['matches'], params: IdParams }
  app.get(
    '/matches/:id/video',
    {
      schema: {
        ...one,
        summary: 'The stream to show first: a provider video, the demo stand-in, or the tracker',
        response: { 200: MatchVideo, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.matchStats.video(req.params.id),
  )
  app.get(
    '/matches/:id/streams',
    {
      schema: {
        ...one,
        summary: "A match's streams (empty without video)",
        response: { 200: MatchStreams, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.matchStats.streams(req.params.id),
  )
}

export default matchStatsRoutes
