import { useEffect, useRef } from 'react'
import { getRealtimeClient } from '~/lib/realtime/browser-client.ts'
import type { ChannelHandlers } from '~/lib/realtime/realtime-client.ts'

/**
 * Subscribes the calling component to a channel while it is mounted (null: none). Handlers may
 * change on every render; the subscription only follows the channel name.
 */
export function useRealtimeChannel(channel: string | null, handlers: ChannelHandlers): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    const client = getRealtimeClient()
    if (!channel || !client) return
    return client.subscribe(channel, {
      onPublication: (event) => latest.current.onPublication(event),
      onResync: () => latest.current.onResync?.(),
    })
  }, [channel])
}
