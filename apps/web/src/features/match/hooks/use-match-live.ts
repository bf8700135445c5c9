import { matchChannel, publicChannel, type MarketList } from '@sportsbook/contract'
import { mergeMatch } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useLocale } from '~/hooks/use-locale.ts'
import { useRealtimeChannel } from '~/hooks/use-realtime-channel.ts'
import { DeferredMerge } from '~/lib/live/deferred-merge.ts'
import {
  applyProviderStatus,
  marketsShapeChanged,
  mergeMarketList,
  recordReloadedOdds,
} from '~/lib/live/merge-live.ts'
import { recordTick } from '~/lib/live/market-ticks.ts'
import { liveOdds } from '~/lib/live/odds-store.ts'
import { getMarketsQueryOptions } from '../api/get-markets.ts'
import { getMatchQueryOptions } from '../api/get-match.ts'
import { getMatchStatisticsQueryOptions, getMatchTimelineQueryOptions } from '../api/get-match-stats.ts'

/**
 * Keeps the match page live from `match:{locale}:{id}`: score, clock and status merge into the
 * match, prices go to the odds store, market changes of shape into the cached markets. After a
 * gap (first subscribe, recovered: false) both are reloaded over REST. A provider switched off or on
 * is told only on `public:{locale}` (spec §6): the page listens there too, so its prices lock at once.
 */
export function useMatchLive(matchId: number): void {
  const qc = useQueryClient()
  const locale = useLocale()
  const matchKey = getMatchQueryOptions(matchId, locale).queryKey
  const marketsKey = getMarketsQueryOptions(matchId, locale).queryKey
  const markets = useMemo(
    () =>
      new DeferredMerge<MarketList>({
        read: () => qc.getQueryData(getMarketsQueryOptions(matchId, locale).queryKey),
        write: (next) => qc.setQueryData(getMarketsQueryOptions(matchId, locale).queryKey, next),
        merge: (list, updates) => updates.reduce((l, u) => mergeMarketList(l, u.markets), list),
        shapeChanged: (a, b) => marketsShapeChanged(a.data, b.data),
      }),
    [qc, matchId, locale],
  )
  // Leaving the page writes waiting prices to the cache, so coming back shows them.
  useEffect(() => () => markets.flush(), [markets])

  useRealtimeChannel(matchChannel(locale, matchId), {
    onPublication(event) {
      if (event.type === 'match_changed' || event.type === 'match_status_changed') {
        if (event.match.id !== matchId) return
        qc.setQueryData(matchKey, (prev) => prev && mergeMatch(prev, event.match))
        if (event.type === 'match_changed' && event.detail) {
          qc.setQueryData(getMatchStatisticsQueryOptions(matchId).queryKey, event.detail.statistics)
          qc.setQueryData(getMatchTimelineQueryOptions(matchId).queryKey, event.detail.timeline)
        }
      } else if (event.type === 'markets_changed' && event.match_id === matchId) {
        recordTick(liveOdds, event, qc.getQueryData(marketsKey)?.data)
        markets.push({ matchId, markets: event.markets })
      }
    },
    onResync() {
      markets.discard()
      // Publications that arrive while the markets load are newer than their answer may be: they stay.
      const since = liveOdds.mark()
      void qc.invalidateQueries({ queryKey: matchKey })
      void qc.invalidateQueries({ queryKey: ['match-stats', matchId] })
      void qc.invalidateQueries({ queryKey: marketsKey }).then(() => {
        const list = qc.getQueryData(marketsKey)
        if (list) recordReloadedOdds(liveOdds, matchId, list.data, since)
      })
    },
  })

  useRealtimeChannel(publicChannel(locale), {
    onPublication(event) {
      if (event.type !== 'provider_status_changed') return
      const { provider, active } = event
      qc.setQueryData(matchKey, (prev) => prev && applyProviderStatus(prev, provider, active))
    },
    // The match itself is reloaded by its own channel's resync.
  })
}
