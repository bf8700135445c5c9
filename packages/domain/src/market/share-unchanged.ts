/**
 * Structural sharing: returns `next`, except that every part deep-equal to the same part of
 * `prev` is `prev`'s object. Renderers compare by identity, so an unchanged score or market
 * must not re-render when a live update repeats it.
 */
export function shareUnchanged<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev
  if (!isContainer(prev) || !isContainer(next) || Array.isArray(prev) !== Array.isArray(next)) return next
  if (Array.isArray(prev) && Array.isArray(next)) {
    const merged = next.map((item, i) => shareUnchanged(prev[i], item))
    const same = merged.length === prev.length && merged.every((item, i) => item === prev[i])
    return (same ? prev : merged) as T
  }
  const prevRecord = prev as Record<string, unknown>
  const nextRecord = next as Record<string, unknown>
  const keys = Object.keys(nextRecord)
  const merged: Record<string, unknown> = {}
  let same = keys.length === Object.keys(prevRecord).length
  for (const key of keys) {
    merged[key] = shareUnchanged(prevRecord[key], nextRecord[key])
    if (merged[key] !== prevRecord[key] || !(key in prevRecord)) same = false
  }
  return (same ? prev : merged) as T
}

function isContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return Array.isArray(value) || proto === Object.prototype || proto === null
}
