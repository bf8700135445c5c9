import type { PageKey, Sport } from '@sportsbook/contract'
import { createContext, useContext } from 'react'

/** The product pages a brand switches on with a feature flag, whose content comes from a provider. */
export type ProductPage = Extract<
  PageKey,
  'horse_racing' | 'lotteries' | 'premium_cricket' | 'virtual_gaming_arena'
>

/** Whether each product has something to show right now (ADR 025). */
export type ProductOffers = Readonly<Record<ProductPage, boolean>>

/** The feed's sport key for horse racing, when the backend offers it. */
export const RACING_SPORT_KEY = 'horse-racing'

type SportCount = Pick<Sport, 'key' | 'type' | 'live_count' | 'prematch_count'>

const hasMatches = (s: SportCount) => s.live_count + s.prematch_count > 0

/**
 * ADR 025: a product's menu entry leads somewhere. From the sports list every page already loads (no
 * extra request): racing and premium cricket are on offer while the catalog has one of their matches.
 * The Sportsbook API serves no lottery draws, so lotteries never are; the arena is the operator's own
 * app in a frame, always there when switched on. Null while the list is unknown: the flags decide, so
 * an API hiccup never takes a menu away.
 */
export function productOffers(sports: readonly SportCount[] | undefined): ProductOffers | null {
  if (!sports) return null
  return {
    horse_racing: sports.some((s) => s.key === RACING_SPORT_KEY && hasMatches(s)),
    lotteries: false,
    premium_cricket: sports.some((s) => s.type === 'premium_cricket' && hasMatches(s)),
    virtual_gaming_arena: true,
  }
}

/** Whether the page is a product with nothing to show (its entry is hidden); false for any other page. */
export const offersNothing = (page: PageKey, offers: ProductOffers | null): boolean =>
  offers !== null && page in offers && !offers[page as ProductPage]

/** What the products offer, provided at the root from the sports list (routes/product-offers-root.tsx). */
export const ProductOffersContext = createContext<ProductOffers | null>(null)

export const useProductOffers = (): ProductOffers | null => useContext(ProductOffersContext)
