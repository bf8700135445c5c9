import type { ReactNode } from 'react'

/**
 * A price on screen (from `formatOdds`): a left-to-right isolate that never wraps, so in Arabic
 * "-128" keeps its sign before the number, "11/10" reads left to right and no price breaks in two.
 */
export function OddsText({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={`whitespace-nowrap ${className}`}>
      {children}
    </bdi>
  )
}
