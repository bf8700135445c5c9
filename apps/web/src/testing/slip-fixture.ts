import type { Settings } from '@sportsbook/contract'
import { jsonResponse, settingsFixture } from './fixtures.ts'

/** An amount of euros in minor units, as the wire carries money. */
export const eur = (value: number) => ({ value, currency: 'EUR', subunits: 2 })

interface SlipFetch {
  /** What GET /settings answers. */
  settings?: Settings
  /** The player's one EUR account's balance, minor units (€50.00). */
  balance?: number
  /** Answers a POST (its URL and JSON body); undefined: the routes below, then 503. */
  post?: (url: string, body: unknown) => Response | Promise<Response> | undefined
}

/**
 * A fetch stand-in for the bet slip's tests (`vi.stubGlobal('fetch', slipFetch(…))`): POSTs by `post`,
 * the player's accounts, GET /settings; anything else 503, so nothing the test did not ask for passes.
 */
export function slipFetch({ settings = settingsFixture(), balance = 5000, post }: SlipFetch = {}) {
  return async (url: string, init?: RequestInit): Promise<Response> => {
    const answer =
      init?.method === 'POST' ? await post?.(url, JSON.parse(String(init.body ?? 'null'))) : undefined
    if (answer) return answer
    if (url.includes('/player/accounts'))
      return jsonResponse(200, [{ currency: 'EUR', balance: eur(balance), active: true }])
    if (url.includes('/settings')) return jsonResponse(200, settings)
    return jsonResponse(503, {})
  }
}
