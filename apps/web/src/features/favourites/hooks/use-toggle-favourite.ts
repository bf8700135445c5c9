import type { Favourites, FavouriteType } from '@sportsbook/contract'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { alerts } from '~/components/alerts/alert-store.ts'
import { addFavourite } from '../api/add-favourite.ts'
import { favouritesQueryKey } from '../api/get-favourites.ts'
import { removeFavourite } from '../api/remove-favourite.ts'
import { EMPTY_FAVOURITES, withStar } from '../toggle.ts'

export interface StarChange {
  type: FavouriteType
  id: number
  /** The state the player asked for: starred or not. */
  on: boolean
}

// One request at a time per star, in the order pressed: the server ends where the player did.
const chains = new Map<string, Promise<unknown>>()
function inOrder<T>(key: string, run: () => Promise<T>): Promise<T> {
  const next = (chains.get(key) ?? Promise.resolve()).catch(() => undefined).then(run)
  chains.set(key, next)
  void next.finally(() => chains.get(key) === next && chains.delete(key)).catch(() => undefined)
  return next
}

/** The favourite match listings (GET /matches?favourite=true) read again after a change. */
export const refreshFavouriteListings = (qc: QueryClient) =>
  qc.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === 'matches' &&
      typeof q.queryKey[2] === 'object' &&
      q.queryKey[2] !== null &&
      'favouriteOf' in q.queryKey[2],
  })

export const sendStar = ({ type, id, on }: StarChange) =>
  inOrder(`${type}:${id}`, () => (on ? addFavourite(type, id) : removeFavourite(type, id)))

/**
 * The star toggle of spec §4: the star flips at once (optimistic), flips back with an error alert
 * when the server refuses, and takes the server's list when the last press of that star is answered.
 */
export function useToggleFavourite(playerId: number | undefined) {
  const qc = useQueryClient()
  const key = favouritesQueryKey(playerId)
  return useMutation({
    mutationKey: ['favourite-toggle'],
    mutationFn: sendStar,
    onMutate: async (change: StarChange) => {
      await qc.cancelQueries({ queryKey: key })
      qc.setQueryData<Favourites>(key, (old) =>
        withStar(old ?? EMPTY_FAVOURITES, change.type, change.id, change.on),
      )
    },
    onError: (_e, change) => {
      qc.setQueryData<Favourites>(key, (old) =>
        withStar(old ?? EMPTY_FAVOURITES, change.type, change.id, !change.on),
      )
      alerts.show('default', {
        titleId: 'favourites.error.title',
        descriptionId: 'favourites.error.description',
      })
    },
    onSuccess: (list, change) => {
      // A later press of the same star is still on its way: its answer will be the true one.
      const pending = qc.getMutationCache().findAll({ mutationKey: ['favourite-toggle'], status: 'pending' })
      if (pending.some((m) => m.state.variables !== change && sameStar(m.state.variables, change))) return
      qc.setQueryData<Favourites>(key, (old) => ({ ...(old ?? EMPTY_FAVOURITES), [list.type]: list.ids }))
    },
    onSettled: () => refreshFavouriteListings(qc),
  })
}

const sameStar = (a: unknown, b: StarChange) =>
  typeof a === 'object' && a !== null && (a as StarChange).type === b.type && (a as StarChange).id === b.id
