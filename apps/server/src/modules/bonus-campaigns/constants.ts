// Campaign and freebet constants shared by every bonus module (docs/constants.md § Bonuses).

export const DAY_MS = 86_400_000

/** Wire ids: 'c<n>' for a campaign, 'f<n>' for a player's freebet. */
export const campaignWireId = (id: number) => `c${id}`
export const freebetWireId = (id: number | string) => `f${id}`
export function parseWireId(id: string): { kind: 'campaign' | 'freebet'; n: number } | undefined {
  const m = /^([cf])([1-9]\d{0,15})$/.exec(id)
  if (!m) return undefined
  const n = Number(m[2])
  return Number.isSafeInteger(n) ? { kind: m[1] === 'c' ? 'campaign' : 'freebet', n } : undefined
}
