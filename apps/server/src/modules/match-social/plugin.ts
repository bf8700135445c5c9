// Votes and the chat room as decorators (`app.votes`, `app.chat`); routes ask them.
import fp from 'fastify-plugin'
import type { Config } from '../../config/env.ts'
import { ephemeralSecrets } from '../../config/secrets.ts'
import { createChatService, type ChatService } from './service/chat-service.ts'
import { createVoteService, type VoteService } from './service/vote-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    votes: VoteService
    chat: ChatService & { aliasSecret: string }
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    // The realtime secret keys the aliases (kept in DATA_DIR, so they survive a restart).
    const secret = config.realtime.tokenSecret ?? ephemeralSecrets().realtimeTokenSecret
    app.decorate(
      'votes',
      createVoteService(app.db, () => app.now()),
    )
    const chat = createChatService({
      db: app.db,
      now: () => app.now(),
      publisher: () => app.realtime.publisher,
      secret,
      onPublishError: (err) => app.log.warn({ err }, 'chat: pushing a message failed'),
    })
    app.decorate('chat', Object.assign(chat, { aliasSecret: secret }))
  },
  { name: 'match-social', dependencies: ['deps', 'accounts', 'realtime'] },
)
