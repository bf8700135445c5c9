import { AutoAcceptOddsChange, Stakes, type Settings } from '@sportsbook/contract'
import { useSyncExternalStore } from 'react'
import { readJson, sessionStore, writeJson } from '~/lib/slip/slip-storage.ts'

/** A visitor's choices, kept for the browser session (spec §3 session keys) until they sign in. */
export type VisitorSettings = Partial<Pick<Settings, 'stakes' | 'auto_accept_odds_change' | 'video_enabled'>>

/** Session key of a visitor's stakes, price-change acceptance and video choice. */
export const VISITOR_SETTINGS_KEY = 'visitor_settings'

const EMPTY: VisitorSettings = {}
let cached: VisitorSettings | undefined
const listeners = new Set<() => void>()

/** What the session holds, each field checked with its contract schema (anything else is dropped). */
export function parseVisitorSettings(raw: unknown): VisitorSettings {
  if (typeof raw !== 'object' || raw === null) return EMPTY
  const r = raw as Record<string, unknown>
  const stakes = Stakes.safeParse(r.stakes)
  const policy = AutoAcceptOddsChange.safeParse(r.auto_accept_odds_change)
  return {
    ...(stakes.success ? { stakes: stakes.data } : {}),
    ...(policy.success ? { auto_accept_odds_change: policy.data } : {}),
    ...(typeof r.video_enabled === 'boolean' ? { video_enabled: r.video_enabled } : {}),
  }
}

export function getVisitorSettings(): VisitorSettings {
  cached ??= parseVisitorSettings(readJson(sessionStore(), VISITOR_SETTINGS_KEY))
  return cached
}

export function saveVisitorSettings(update: VisitorSettings): void {
  cached = { ...getVisitorSettings(), ...update }
  writeJson(sessionStore(), VISITOR_SETTINGS_KEY, cached)
  listeners.forEach((l) => l())
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const useVisitorSettings = (): VisitorSettings =>
  useSyncExternalStore(subscribe, getVisitorSettings, () => EMPTY)

/** The server's settings with a visitor's own choices over them. */
export const withVisitorSettings = (s: Settings, v: VisitorSettings): Settings =>
  v === EMPTY || Object.keys(v).length === 0 ? s : { ...s, ...v }
