import type { ChatMessage, ChatMessages } from '@sportsbook/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

export const chatQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: ['chat', matchId],
    queryFn: ({ signal }) =>
      apiSend('GET', `/matches/${matchId}/chat`, lazySchema('ChatMessages'), { signal }),
  })

export const useChatMessages = (matchId: number) => useQuery(chatQueryOptions(matchId))

/** Adds a message to the room's cache once (it arrives from the POST answer and from realtime). */
export function appendChatMessage(
  list: ChatMessages | undefined,
  message: ChatMessage,
): ChatMessages | undefined {
  if (!list || list.data.some((m) => m.id === message.id)) return list
  return { data: [...list.data, message].slice(-100) }
}

export function usePostChatMessage(matchId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (text: string) =>
      apiSend('POST', `/matches/${matchId}/chat`, lazySchema('ChatMessage'), { body: { text } }),
    onSuccess: (message) =>
      client.setQueryData(chatQueryOptions(matchId).queryKey, (l) => appendChatMessage(l, message)),
  })
}

/** Spec §7 `GET /watchersio/userid`: which chat the signed-in player gets (a provider, or the built-in room). */
export const useChatProvider = (enabled: boolean) =>
  useQuery({
    queryKey: ['watchersio-userid'],
    queryFn: ({ signal }) => apiSend('GET', '/watchersio/userid', lazySchema('WatchersUserId'), { signal }),
    enabled,
    staleTime: Infinity,
  })
