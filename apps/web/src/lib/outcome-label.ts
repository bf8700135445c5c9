/**
 * Feed outcome names use the 1/X/2 convention ("1", "X", "2 (-1.5)"). Screen readers and the
 * bet slip need who the price is on, so "1" becomes the home name, "2" the away name, "X" the draw.
 */
export function outcomeLabel(
  name: string,
  home: string | undefined,
  away: string | undefined,
  draw: string,
): string {
  const m = /^([12X])(\s*\(.*\))?$/.exec(name.trim())
  if (!m) return name
  const who = m[1] === '1' ? home : m[1] === '2' ? away : draw
  return who ? `${who}${m[2] ?? ''}` : name
}

/** Outcome ids of over and under on total markets (the feed's Betradar-style ids), whatever the language of the name. */
const OVER_ID = '12'
const UNDER_ID = '13'

/**
 * Narrow listing columns show "O 2.5" / "U 2.5" (the locale's short words for over and under); the
 * full name stays in the button's accessible name. Names come localised from the API ("Über 2.5"),
 * so the side is known by the outcome id, or by the English word when the id is not the usual one.
 */
export function shortOutcomeName(
  outcome: { id: string; name: string },
  short: { over: string; under: string },
): string {
  const line = /\s([-+]?\d+(?:[.,]\d+)?)$/.exec(outcome.name)?.[1]
  if (line && outcome.id === OVER_ID) return `${short.over} ${line}`
  if (line && outcome.id === UNDER_ID) return `${short.under} ${line}`
  return outcome.name.replace(/^Over\s+/i, `${short.over} `).replace(/^Under\s+/i, `${short.under} `)
}
