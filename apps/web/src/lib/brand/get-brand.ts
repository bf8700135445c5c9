import type { Brand } from '@sportsbook/contract'
import { apiGet } from '../api-client.ts'
import { lazySchema } from '../lazy-contract.ts'

/** The server renders many pages per second: each host's brand is fetched once per this long. */
export const BRAND_CACHE_MS = 60_000

const cache = new Map<string, { brand: Brand; at: number }>()

/**
 * The brand of the site at `host` (SSR), cached per host. A backend that is down gives null (the
 * stylesheet's look and the built-in navigation), never a broken page; the next request asks again.
 */
export async function getBrand(host: string, now = Date.now()): Promise<Brand | null> {
  const hit = cache.get(host)
  if (hit && now - hit.at < BRAND_CACHE_MS) return hit.brand
  try {
    const brand = await apiGet('/brand', lazySchema('Brand'), { query: { host } })
    cache.set(host, { brand, at: now })
    return brand
  } catch (err) {
    console.warn(`[brand] could not read the brand of ${host}: ${String(err)}`)
    return hit?.brand ?? null
  }
}
