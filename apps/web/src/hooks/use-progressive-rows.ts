import { createContext, startTransition, useEffect, useRef, useState, type RefObject } from 'react'
import { requestIdleTurn, takeTurnOrder } from '~/lib/idle-turns.ts'

/**
 * Rows a list paints in the server's HTML and the hydrating render (issue #12: render the
 * above-the-fold listing only): a phone's screen shows about eight match rows, a desktop's twelve.
 */
export const FIRST_PAINT_ROWS = 12
/** Rows a list below the page's first list paints first (a home widget under "Live now"). */
export const LOWER_LIST_FIRST_ROWS = 4
/** The first-paint rows of the lists inside it (a page's later widgets get fewer). */
export const FirstPaintRowsContext = createContext(FIRST_PAINT_ROWS)
/** Rows one idle moment adds after hydration (a short task each, even on a slow phone). */
export const REVEAL_STEP_ROWS = 8
/** How far beyond the screen unrevealed rows start rendering at once when the bettor scrolls. */
const NEAR_MARGIN = '150% 0px'

export interface ProgressiveRows<E extends Element> {
  /** How many of the rows to render now. */
  shown: number
  /** Put on the placeholder that stands for the rows not rendered yet. */
  placeholderRef: RefObject<E | null>
}

/**
 * The first `first` of `total` rows at first paint, then the rest a step per idle moment, lists in
 * page order; at once as the placeholder nears the screen. Once every row is out, rows that arrive
 * later (a match going live) render at once.
 */
export function useProgressiveRows<E extends Element>(
  total: number,
  first: number = FIRST_PAINT_ROWS,
): ProgressiveRows<E> {
  const [revealed, setRevealed] = useState(first)
  const [near, setNear] = useState(false)
  const placeholderRef = useRef<E | null>(null)
  const order = useRef<number | null>(null)
  const done = revealed >= total
  // A transition: React renders the step in slices and lets a press or a price tick go first.
  const more = () =>
    startTransition(() =>
      setRevealed((r) => (r + REVEAL_STEP_ROWS >= total ? Infinity : r + REVEAL_STEP_ROWS)),
    )

  useEffect(() => {
    if (done) return
    if (near) return more()
    order.current ??= takeTurnOrder()
    return requestIdleTurn(order.current, more)
    // `more` reads `total` of this render; the effect re-runs when either changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealed, total, done, near])

  useEffect(() => {
    const el = placeholderRef.current
    if (done || !el || typeof IntersectionObserver !== 'function') return
    const io = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), {
      rootMargin: NEAR_MARGIN,
    })
    io.observe(el)
    return () => io.disconnect()
  }, [done])

  return { shown: Math.min(total, revealed), placeholderRef }
}
