import { useCallback, useRef, useState, type CSSProperties } from 'react'

/**
 * The sticky footer's height as `--slip-footer` on the slip (issue #29: nothing of the slip is ever
 * hidden under it), kept current by a ResizeObserver as its problems, notes and button change.
 */
export function useFooterClearance(): {
  ref: (el: HTMLDivElement | null) => void
  style: CSSProperties
} {
  const [height, setHeight] = useState(0)
  const observer = useRef<ResizeObserver | null>(null)
  const ref = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!el || typeof ResizeObserver === 'undefined') return
    const measure = () => setHeight(Math.ceil(el.getBoundingClientRect().height))
    observer.current = new ResizeObserver(measure)
    observer.current.observe(el)
    measure()
  }, [])
  return { ref, style: { '--slip-footer': `${height}px` } as CSSProperties }
}
