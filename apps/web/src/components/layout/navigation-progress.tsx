import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

/** Spec §9: the bar starts at 8% so it is visible at once, then creeps towards (never reaching) the end. */
export const PROGRESS_MINIMUM = 0.08
const TRICKLE_MS = 200
const PROGRESS_CEILING = 0.94
const FINISH_MS = 250

export const trickle = (p: number) => Math.min(PROGRESS_CEILING, p + (PROGRESS_CEILING - p) * 0.12)

/** A thin bar at the top while a navigation loads; it runs only for client navigations. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle'
  const [progress, setProgress] = useState<number | null>(null)

  useEffect(() => {
    if (busy) {
      setProgress(PROGRESS_MINIMUM)
      const t = setInterval(() => setProgress((p) => trickle(p ?? PROGRESS_MINIMUM)), TRICKLE_MS)
      return () => clearInterval(t)
    }
    setProgress((p) => (p === null ? null : 1))
    const t = setTimeout(() => setProgress(null), FINISH_MS)
    return () => clearTimeout(t)
  }, [busy])

  if (progress === null) return null
  return (
    // Decoration only: the page title and headings announce where a navigation lands.
    <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-0.5">
      <div
        className="h-full origin-left bg-brand transition-transform duration-200 ease-out rtl:origin-right"
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  )
}
