import { chatChannel } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { useRealtimeChannel } from '~/hooks/use-realtime-channel.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { appendChatMessage, chatQueryOptions, useChatMessages, useChatProvider } from '../api/chat.ts'
import { useChatAnnouncer } from '../hooks/use-chat-announcer.ts'
import { ChatComposer } from './chat-composer.tsx'

/**
 * CHAT (spec §2): the chat provider's room when one is configured (`GET /watchersio/userid` says
 * which), else the built-in room: everyone reads, signed-in players post plain text. Messages arrive
 * on `chat:{matchId}`; they are rendered as text, never as HTML.
 */
export function ChatPanel({ matchId }: { matchId: number }) {
  const intl = useIntl()
  const session = useSession()
  const loggedIn = session.status === 'logged_in'
  // The provider hook: a configured provider would be embedded here; the reference backend has none.
  useChatProvider(loggedIn)
  const client = useQueryClient()
  const room = useChatMessages(matchId)
  const own = useRef(new Set<number>())
  useRealtimeChannel(chatChannel(matchId), {
    onPublication: (e) => {
      if (e.type === 'chat_message' && e.message.match_id === matchId)
        client.setQueryData(chatQueryOptions(matchId).queryKey, (l) => appendChatMessage(l, e.message))
    },
    onResync: () => void room.refetch(),
  })
  const announcement = useChatAnnouncer(room.data?.data, own.current)
  const messages = room.data?.data ?? []
  return (
    <section
      className="flex flex-col gap-2"
      data-testid="chat-panel"
      aria-label={intl.formatMessage({ id: 'chat.title' })}
    >
      {room.isError ? (
        <p role="alert" className="px-2 py-4 text-center text-sm text-muted">
          {intl.formatMessage({ id: 'error.load_failed' })}
        </p>
      ) : messages.length === 0 ? (
        <p className="px-2 py-4 text-center text-sm text-muted">{intl.formatMessage({ id: 'chat.empty' })}</p>
      ) : (
        <ol
          className="flex max-h-72 flex-col gap-1.5 overflow-y-auto px-1"
          aria-label={intl.formatMessage({ id: 'chat.messages' })}
          data-testid="chat-messages"
          tabIndex={0}
        >
          {messages.map((m) => (
            <li key={m.id} className="text-sm break-words">
              <span className="font-semibold">
                {m.author ?? intl.formatMessage({ id: 'chat.anonymous' }, { tag: m.author_tag })}
              </span>{' '}
              <time className="text-xs text-muted" dateTime={m.created_at}>
                {intl.formatTime(m.created_at, { hour: '2-digit', minute: '2-digit' })}
              </time>
              {/* Plain text: React escapes it; nothing a player writes becomes markup. */}
              <p>{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" aria-live="polite" data-testid="chat-announcer">
        {announcement?.kind === 'one'
          ? intl.formatMessage(
              { id: 'chat.announce.one' },
              {
                author:
                  announcement.message.author ??
                  intl.formatMessage({ id: 'chat.anonymous' }, { tag: announcement.message.author_tag }),
                text: announcement.message.text,
              },
            )
          : announcement?.kind === 'many'
            ? intl.formatMessage({ id: 'chat.announce.many' }, { count: announcement.count })
            : ''}
      </p>
      <ChatComposer matchId={matchId} loggedIn={loggedIn} onPosted={(id) => own.current.add(id)} />
    </section>
  )
}
