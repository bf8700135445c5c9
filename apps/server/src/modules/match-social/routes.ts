// GET/POST /vote (spec §7), GET /watchersio/userid (the chat provider's hook, spec §7) and the
// built-in chat room: GET/POST /matches/{id}/chat.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ChatMessage,
  ChatMessages,
  ChatPostRequest,
  ErrorBody,
  IdParams,
  VoteQuery,
  VoteRequest,
  VoteResult,
  WatchersUserId,
} from '@sportsbook/contract'
import { playerAlias } from './player-alias.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }

const matchSocialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    // Counts and rooms move with every vote and message, and carry the player's own vote.
    void reply.header('cache-control', 'private, no-store')
    return payload
  })

  app.get(
    '/vote',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['vote'],
        summary: "A match's prediction vote: each option's share, and the player's own vote",
        querystring: VoteQuery,
        response: { 200: VoteResult, ...errors },
      },
    },
    async (req) => app.votes.get(req.query.match_id, req.player?.id),
  )

  app.post(
    '/vote',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['vote'],
        summary: 'Predict the result of a match: once per player (voting again keeps the first vote)',
        body: VoteRequest,
        response: { 200: VoteResult, 409: ErrorBody, ...errors },
      },
    },
    async (req) => app.votes.vote(req.body.match_id, req.player!.id, req.body.choice),
  )

  app.get(
    '/watchersio/userid',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['chat'],
        summary: 'The id a chat provider knows the signed-in player by',
        response: { 200: WatchersUserId, 401: ErrorBody },
      },
    },
    // No provider is configured in the reference backend: the web app uses the built-in room.
    async (req) => ({
      user_id: playerAlias(app.chat.aliasSecret, 'watchersio', req.player!.id),
      provider: 'builtin' as const,
    }),
  )

  app.get(
    '/matches/:id/chat',
    {
      schema: {
        tags: ['chat'],
        summary: "The newest messages of a match's built-in chat room, oldest first",
        params: IdParams,
        response: { 200: ChatMessages, ...errors },
      },
    },
    async (req) => app.chat.list(req.params.id),
  )

  app.post(
    '/matches/:id/chat',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['chat'],
        summary: "Post plain text to a match's chat room (signed-in players; rate- and length-limited)",
        params: IdParams,
        body: ChatPostRequest,
        response: { 200: ChatMessage, 422: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (req) => app.chat.post(req.params.id, req.player!.id, req.body.text),
  )
}

export default matchSocialRoutes
