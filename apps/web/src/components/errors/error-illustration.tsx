/** The "500"/"404" picture of the error pages, inline so it shows even when assets fail to load. */
export function ErrorIllustration({ code }: { code: string }) {
  return (
    <svg viewBox="0 0 240 120" aria-hidden className="h-28 w-auto text-muted">
      <rect x="10" y="92" width="220" height="6" rx="3" fill="currentColor" opacity="0.25" />
      <text
        x="120"
        y="82"
        textAnchor="middle"
        fontSize="76"
        fontWeight="800"
        fill="currentColor"
        opacity="0.35"
        fontFamily="system-ui, sans-serif"
      >
        {code}
      </text>
      <circle cx="186" cy="34" r="14" fill="none" stroke="var(--sb-brand)" strokeWidth="4" />
      <path d="M176 24l20 20" stroke="var(--sb-brand)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}
