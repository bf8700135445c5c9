import { CampaignList, FreebetList, offersFromWire, pointsOffersFromWire } from '@sportsbook/contract'
import type { OfferedBonus } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { BONUSES_QUERY_ROOT } from '~/lib/realtime/private-cache.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** Spec §9: bonus lists are paged to 500. */
const LIMIT = 500

/**
 * The bonuses a ticket may use (spec §4): the comboboosts open to the player (visitors too) and the
 * player's active freebets, as the domain's offers. Reloaded with every bonus query (bonus_issued).
 */
async function getOffers(signedIn: boolean, signal: AbortSignal): Promise<OfferedBonus[]> {
  const query = { limit: LIMIT }
  const none = Promise.resolve({ data: [] })
  const [boosts, freebets, huntings, tournaments] = await Promise.all([
    apiSend('GET', '/bonuses/comboboosts', CampaignList, { query, signal }),
    signedIn
      ? apiSend('GET', '/bonuses/freebets', FreebetList, { query: { ...query, isAvailable: 'true' }, signal })
      : none,
    // The huntings and tournaments the player joined (spec §4 default order: hunting, tournament, comboboost).
    signedIn ? apiSend('GET', '/bonuses/huntings', CampaignList, { query, signal }) : none,
    signedIn ? apiSend('GET', '/bonuses/tournaments', CampaignList, { query, signal }) : none,
  ])
  return [
    ...pointsOffersFromWire([...huntings.data, ...tournaments.data]),
    ...offersFromWire(boosts.data, freebets.data),
  ]
}

export const useBonusOffers = (signedIn: boolean) =>
  useQuery({
    queryKey: [...BONUSES_QUERY_ROOT, 'slip-offers', signedIn],
    queryFn: ({ signal }) => getOffers(signedIn, signal),
    staleTime: 60_000,
    enabled: typeof window !== 'undefined',
  })
