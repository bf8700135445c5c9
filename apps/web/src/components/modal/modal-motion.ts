import type { CSSProperties } from 'react'

/** Spec §9 "Modal stack enter 50 ms, exit 500 ms": how long a modal takes to appear and to go. */
export const MODAL_ENTER_MS = 50
export const MODAL_EXIT_MS = 500

/** The durations as the CSS variables app.css animates overlays with (none under reduced motion). */
export const modalMotionStyle = {
  '--sb-modal-enter': `${MODAL_ENTER_MS}ms`,
  '--sb-modal-exit': `${MODAL_EXIT_MS}ms`,
} as CSSProperties
