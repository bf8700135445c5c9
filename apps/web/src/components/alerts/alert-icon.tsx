import type { AlertTone } from './alert-store.ts'

const color = { success: 'text-positive', warning: 'text-warning', error: 'text-negative' } as const

/** A different shape per alert type (tick, clock, warning sign): the type is never told by colour alone. */
export function AlertIcon({ tone }: { tone: AlertTone }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={`mt-0.5 size-5 shrink-0 ${color[tone]}`}
    >
      {tone === 'success' && <path d="M20 6 9 17l-5-5" />}
      {tone === 'warning' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </>
      )}
      {tone === 'error' && (
        <>
          <path d="M12 3 2 21h20L12 3z" />
          <path d="M12 10v5M12 18h.01" />
        </>
      )}
    </svg>
  )
}
