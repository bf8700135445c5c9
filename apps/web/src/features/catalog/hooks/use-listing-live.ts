import { publicChannel, type MatchPage } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useLocale } from '~/hooks/use-locale.ts'
import { useRealtimeChannel } from '~/hooks/use-realtime-channel.ts'
import { DeferredMerge } from '~/lib/live/deferred-merge.ts'
import {
  applyMatchSummary,
  applyProviderStatus,
  listingShapeChanged,
  mapMatch,
  mergeListedMarkets,
  recordReloadedOdds,
} from '~/lib/live/merge-live.ts'
import { recordTick } from '~/lib/live/market-ticks.ts'
import { liveOdds } from '~/lib/live/odds-store.ts'
import { getMatchesQueryOptions, type MatchFilters } from '../api/get-matches.ts'

/** Matches that change status into a list's filter arrive in bursts: one reload per this window. */
export const LIST_RELOAD_DEBOUNCE_MS = 2_000

/**
 * Keeps one listing live from `public:{locale}`: scores, clocks and statuses merge into its rows,
 * a match whose status leaves the filter leaves the list (finished matches leave the live list),
 * prices go to the odds store. A match entering the filter (kick-off) reloads the list.
 */
export function useListingLive(filters: MatchFilters): void {
  const qc = useQueryClient()
  const locale = useLocale()
  const key = getMatchesQueryOptions(filters, locale).queryKey
  // Filters are rebuilt on every render; the subscription and waiting prices outlive them.
  const keyRef = useRef(key)
  useEffect(() => {
    keyRef.current = key
  })
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [deferred] = useState(
    () =>
      new DeferredMerge<MatchPage>({
        read: () => qc.getQueryData(keyRef.current),
        write: (next) => qc.setQueryData(keyRef.current, next),
        merge: (page, updates) =>
          updates.reduce((p, u) => mapMatch(p, u.matchId, (m) => mergeListedMarkets(m, u.markets)), page),
        shapeChanged: listingShapeChanged,
      }),
  )
  useEffect(
    () => () => {
      deferred.flush()
      clearTimeout(reloadTimer.current)
    },
    [deferred],
  )

  const reload = () => {
    deferred.discard()
    // Publications that arrive while the list loads are newer than its answer may be: they stay.
    const since = liveOdds.mark()
    return qc.invalidateQueries({ queryKey: key }).then(() => {
      for (const m of qc.getQueryData(key)?.data ?? []) {
        recordReloadedOdds(
          liveOdds,
          m.id,
          [m.main_market, m.secondary_market].filter((x) => x !== null),
          since,
        )
      }
    })
  }

  useRealtimeChannel(publicChannel(locale), {
    onPublication(event) {
      const page = qc.getQueryData(key)
      if (!page) return
      if (event.type === 'match_changed' || event.type === 'match_status_changed') {
        const r = applyMatchSummary(page, event.match, filters.statuses)
        if (r.page !== page) qc.setQueryData(key, r.page)
        if (r.missing && event.type === 'match_status_changed' && filters.statuses) {
          clearTimeout(reloadTimer.current)
          reloadTimer.current = setTimeout(() => void reload(), LIST_RELOAD_DEBOUNCE_MS)
        }
      } else if (event.type === 'provider_status_changed') {
        const data = page.data.map((m) => applyProviderStatus(m, event.provider, event.active))
        if (data.some((m, i) => m !== page.data[i])) qc.setQueryData(key, { ...page, data })
      } else if (event.type === 'markets_changed') {
        const match = page.data.find((m) => m.id === event.match_id)
        if (!match) return
        recordTick(liveOdds, event, [match.main_market, match.secondary_market])
        deferred.push({ matchId: match.id, markets: event.markets })
      }
    },
    onResync: () => void reload(),
  })
}
