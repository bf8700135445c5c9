// Text every API stores must survive PostgreSQL and UTF-8: a NUL character cannot be stored at all
// (the query fails), and half of a UTF-16 surrogate pair has no UTF-8 form (it would be silently
// replaced). Both are refused at validation with `invalid_characters`, for every string of a body,
// query or path, keys included.
import { z } from './zod.ts'

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSTORABLE_TEXT_MESSAGE = 'contains a NUL character or an unpaired UTF-16 surrogate'

export const isStorableText = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s)

/** A string schema that refuses unstorable text; compose it (`SafeText.max(40)`) for new fields. */
export const SafeText = z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)

/** The path (`user.email`, `bets.0.selections.1`) of the first unstorable string in a parsed JSON value, or null. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || 'value'
  if (value === null || typeof value !== 'object') return null
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k
    if (!isStorableText(k)) return at
    const found = findUnstorableText(v, at)
    if (found !== null) return found
  }
  return null
}
