import { useEffect, useState } from 'react'

/** Whole seconds left until an ISO time (0 once passed or when null), ticking every second. */
export function useSecondsUntil(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now())
  const until = iso ? Date.parse(iso) : Number.NaN
  const left = Number.isNaN(until) ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
  useEffect(() => {
    setNow(Date.now())
  }, [iso])
  useEffect(() => {
    if (left <= 0) return
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [left > 0]) // eslint-disable-line react-hooks/exhaustive-deps
  return left
}
