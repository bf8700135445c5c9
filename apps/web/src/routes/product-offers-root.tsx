import type { ReactNode } from 'react'
import { useSports } from '~/features/catalog/api/get-sports.ts'
import { ProductOffersContext, productOffers } from '~/lib/brand/product-offers.ts'

/**
 * What the products offer (ADR 025), from the sports list the root loader already prefetched for the
 * sports menu: the menus hide a product entry that would open onto an empty page, from the first paint.
 */
export function ProductOffersRoot({ children }: { children: ReactNode }) {
  const { data: sports } = useSports()
  return <ProductOffersContext value={productOffers(sports)}>{children}</ProductOffersContext>
}
