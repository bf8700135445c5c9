// The built-in chat room of a match (issue 19), used when no chat provider is configured: signed-in
// players post plain text, everyone reads; each message is stored and pushed on `chat:{matchId}`.
import { chatChannel, type ChatMessage, type ChatMessages } from '@sportsbook/contract'
import { CHAT_MAX_LENGTH, chatTextLength, normaliseChatText } from '@sportsbook/domain'
import type { Db } from '../../../db/client.ts'
import { ApiError, notFound } from '../../../lib/api-error.ts'
import type { Publisher } from '../../realtime/index.ts'
import { CHAT_HISTORY_LIMIT, CHAT_RATE_MAX, CHAT_RATE_WINDOW_MS } from '../constants.ts'
import { insertMessageWithin, matchExists, selectMessages, type ChatRow } from '../repository/chat-repository.ts'
import { chatTag } from '../player-alias.ts'

interface Deps {
  db: Db
  now: () => Date
  publisher: () => Publisher
  secret: string
  onPublishError: (err: unknown) => void
}

export function createChatService(deps: Deps) {
  const present = (r: ChatRow): ChatMessage => ({
    id: r.id,
    match_id: r.match_id,
    author: r.nickname?.trim() || null,
    author_tag: chatTag(deps.secret, r.user_id),
    text: r.text,
    created_at: r.created_at.toISOString(),
  })

  async function room(matchId: number) {
    if (!(await matchExists(deps.db, matchId))) throw notFound(`Match ${matchId}`)
  }

  return {
    async list(matchId: number): Promise<ChatMessages> {
      await room(matchId)
      return { data: (await selectMessages(deps.db, matchId, CHAT_HISTORY_LIMIT)).map(present) }
    },

    async post(matchId: number, userId: number, raw: string): Promise<ChatMessage> {
      const text = normaliseChatText(raw)
      if (text === '') throw new ApiError('chat_message_empty', 'The message has no text')
      if (chatTextLength(text) > CHAT_MAX_LENGTH) {
        throw new ApiError('chat_message_too_long', `A message holds at most ${CHAT_MAX_LENGTH} characters`)
      }
      await room(matchId)
      const now = deps.now()
      const r = await insertMessageWithin(deps.db, {
        matchId,
        userId,
        text,
        now,
        since: new Date(now.getTime() - CHAT_RATE_WINDOW_MS),
        max: CHAT_RATE_MAX,
      })
      if ('limitedUntil' in r) {
        const waitS = Math.max(
          1,
          Math.ceil((r.limitedUntil.getTime() + CHAT_RATE_WINDOW_MS - now.getTime()) / 1000),
        )
        throw new ApiError(
          'chat_rate_limited',
          `At most ${CHAT_RATE_MAX} messages per ${CHAT_RATE_WINDOW_MS / 1000} s`,
          waitS,
        )
      }
      const message = present(r.row)
      // Stored first: a failed push only delays the message until the next load of the room.
      deps
        .publisher()
        .publish(chatChannel(matchId), { type: 'chat_message', message }, { tags: { event: 'chat_message' } })
        .catch(deps.onPublishError)
      return message
    },
  }
}

export type ChatService = ReturnType<typeof createChatService>
