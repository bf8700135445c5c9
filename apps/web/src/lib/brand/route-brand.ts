import type { Brand } from '@sportsbook/contract'
import { getBrand } from './get-brand.ts'

/** The brand the browser got with the page (set by the root layout); loaders read it on client navigations. */
let current: Brand | null = null
export const setCurrentBrand = (brand: Brand | null): void => {
  if (typeof window !== 'undefined') current = brand
}

/** A route loader's brand: per host on the server (cached), the page's own in the browser. */
export async function routeBrand(request: Request): Promise<Brand | null> {
  if (typeof window !== 'undefined') return current
  return getBrand(new URL(request.url).host)
}
