/** Width and height of the drawing in viewBox units; the SVG scales to its box. */
const W = 100
const H = 28
const PAD = 2

/** The polyline points of `values` scaled into the box (a flat line through the middle when they never move). */
export function sparklinePoints(values: readonly number[]): string {
  if (values.length === 0) return ''
  const series = values.length === 1 ? [values[0]!, values[0]!] : values
  const min = Math.min(...series)
  const max = Math.max(...series)
  const span = max - min
  return series
    .map((v, i) => {
      const x = PAD + (i * (W - 2 * PAD)) / (series.length - 1)
      const y = span === 0 ? H / 2 : PAD + ((max - v) * (H - 2 * PAD)) / span
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')
}

/**
 * A small line of values over time. It is an image with a text alternative (`label`: what the line
 * shows, in words); the line's colour is the text colour, so it carries no meaning by colour alone.
 */
export function Sparkline({
  values,
  label,
  className = '',
}: {
  values: readonly number[]
  label: string
  className?: string
}) {
  const points = sparklinePoints(values)
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      className={`block h-7 w-24 text-fg ${className}`}
    >
      <title>{label}</title>
      {points && (
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
    </svg>
  )
}
