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

/**
 * Narrow listing columns show "O 2.5" / "U 2.5" (the locale's short words for over and under); the
 * full name stays in the button's accessible name.
 */
export function shortOutcomeName(name: string, short: { over: string; under: string }): string {
  return name.replace(/^Over\s+/i, `${short.over} `).replace(/^Under\s+/i, `${short.under} `)
}
