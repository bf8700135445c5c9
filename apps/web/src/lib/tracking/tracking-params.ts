/** Spec §2: tracking tags a link may carry; captured, then removed from the URL. */
export const TRACKING_PARAMS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const
export type TrackingParam = (typeof TRACKING_PARAMS)[number]
export type TrackingTags = Partial<Record<TrackingParam, string>>

/** Longest tag value kept: anything longer is not a tag an operator issued. */
const MAX_TAG_LENGTH = 200

/** The tags of a query string and the same query without them (null when there were none). */
export function extractTracking(search: string): { tags: TrackingTags; cleanSearch: string | null } {
  const query = new URLSearchParams(search)
  const tags: TrackingTags = {}
  let found = false
  for (const name of TRACKING_PARAMS) {
    if (!query.has(name)) continue
    found = true
    const value = (query.get(name) ?? '').trim()
    if (value && value.length <= MAX_TAG_LENGTH) tags[name] = value
    query.delete(name)
  }
  if (!found) return { tags, cleanSearch: null }
  const qs = query.toString()
  return { tags, cleanSearch: qs ? `?${qs}` : '' }
}
