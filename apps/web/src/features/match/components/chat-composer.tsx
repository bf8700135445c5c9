import { ERRORS } from '@sportsbook/contract'
import { CHAT_MAX_LENGTH, chatTextLength } from '@sportsbook/domain'
import { useId, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { openModal } from '~/lib/modal/modal-store.ts'
import { ApiError } from '~/lib/api-client.ts'
import { usePostChatMessage } from '../api/chat.ts'

/** The message field of the built-in room; a visitor gets a sign-in button instead. */
export function ChatComposer({
  matchId,
  loggedIn,
  onPosted,
}: {
  matchId: number
  loggedIn: boolean
  onPosted: (id: number) => void
}) {
  const intl = useIntl()
  const id = useId()
  const [text, setText] = useState('')
  const post = usePostChatMessage(matchId)
  if (!loggedIn)
    return (
      <p className="flex items-center justify-between gap-2 text-sm text-muted">
        {intl.formatMessage({ id: 'chat.sign_in_hint' })}
        <button
          type="button"
          onClick={() => openModal('sign-in')}
          className="rounded-sm bg-brand px-3 py-1.5 text-sm font-semibold text-on-brand hover:bg-brand-strong"
        >
          {intl.formatMessage({ id: 'chat.sign_in' })}
        </button>
      </p>
    )
  const length = chatTextLength(text)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim() || length > CHAT_MAX_LENGTH || post.isPending) return
    post.mutate(text, {
      onSuccess: (m) => {
        onPosted(m.id)
        setText('')
      },
    })
  }
  const code = post.error instanceof ApiError ? post.error.code : undefined
  const errorKey = code && code in ERRORS ? ERRORS[code as keyof typeof ERRORS].key : 'error.default'
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold">
        {intl.formatMessage({ id: 'chat.message' })}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={CHAT_MAX_LENGTH * 2}
          autoComplete="off"
          aria-describedby={`${id}-count`}
          className="min-w-0 flex-1 rounded-sm border border-line bg-bg px-2 py-1.5 text-sm"
        />
        <button
          type="submit"
          disabled={post.isPending || length > CHAT_MAX_LENGTH}
          className="rounded-sm bg-brand px-3 py-1.5 text-sm font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-50"
        >
          {intl.formatMessage({ id: 'chat.send' })}
        </button>
      </div>
      <p
        id={`${id}-count`}
        className={`text-xs tabular-nums ${length > CHAT_MAX_LENGTH ? 'text-negative' : 'text-muted'}`}
      >
        {intl.formatMessage({ id: 'chat.characters' }, { count: length, max: CHAT_MAX_LENGTH })}
      </p>
      {post.isError && (
        <p role="alert" className="text-xs text-negative">
          {intl.formatMessage({ id: errorKey })}
        </p>
      )}
    </form>
  )
}
