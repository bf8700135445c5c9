import type { ChatMessage } from '@sportsbook/contract'
import { useEffect, useRef, useState } from 'react'

/** At most one chat announcement per this many ms: a busy room never floods a screen reader. */
export const CHAT_ANNOUNCE_MS = 5_000

export type ChatAnnouncement = { kind: 'one'; message: ChatMessage } | { kind: 'many'; count: number }

/** What to say about the messages that arrived since the last announcement (none: nothing). */
export function summarise(fresh: readonly ChatMessage[]): ChatAnnouncement | null {
  if (fresh.length === 0) return null
  return fresh.length === 1 ? { kind: 'one', message: fresh[0]! } : { kind: 'many', count: fresh.length }
}

/**
 * The text of a polite live region for a chat room: new messages from others, gathered and said at
 * most once per CHAT_ANNOUNCE_MS ("Ann: what a goal", or "4 new messages"). The room's first load and
 * the player's own messages are not announced.
 */
export function useChatAnnouncer(messages: readonly ChatMessage[] | undefined, ownIds: ReadonlySet<number>) {
  const [announcement, setAnnouncement] = useState<ChatAnnouncement | null>(null)
  const seen = useRef<number | null>(null)
  const pending = useRef<ChatMessage[]>([])
  const lastAt = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    if (!messages) return
    const top = messages.at(-1)?.id ?? 0
    if (seen.current === null) {
      seen.current = top
      return
    }
    const since = seen.current
    seen.current = Math.max(since, top)
    pending.current.push(...messages.filter((m) => m.id > since && !ownIds.has(m.id)))
    if (pending.current.length === 0 || timer.current) return
    const flush = () => {
      timer.current = undefined
      lastAt.current = Date.now()
      setAnnouncement(summarise(pending.current.splice(0)))
    }
    const wait = lastAt.current + CHAT_ANNOUNCE_MS - Date.now()
    if (wait <= 0) flush()
    else timer.current = setTimeout(flush, wait)
  }, [messages, ownIds])

  useEffect(() => () => clearTimeout(timer.current), [])
  return announcement
}
