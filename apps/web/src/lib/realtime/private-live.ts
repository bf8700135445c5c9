/**
 * Whether the signed-in player's private channel is subscribed. While it is, balance and bets
 * arrive as events and their polling only backs them up, at `PRIVATE_LIVE_POLL_MS`.
 */
export const PRIVATE_LIVE_POLL_MS = 60_000

let live = false

export const isPrivateLive = (): boolean => live

export function setPrivateLive(value: boolean): void {
  live = value
}
