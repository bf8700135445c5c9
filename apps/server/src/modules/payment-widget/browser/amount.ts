// The widget's amount field: what a person types, as minor units.

/** "12", "12.5", "12,50" → minor units; null when not a positive amount with at most `subunits` decimals. */
export function toMinor(text: string, subunits: number): number | null {
  const m = /^\s*(\d{1,15})(?:[.,](\d+))?\s*$/.exec(text)
  if (!m || (m[2] ?? '').length > subunits) return null
  const minor = Number(m[1]) * 10 ** subunits + Number((m[2] ?? '').padEnd(subunits, '0') || 0)
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null
}
