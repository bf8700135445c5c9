import { AutoAcceptOddsChange, Stakes, type Settings } from '@sportsbook/contract'
import { createStore, useStore } from '~/lib/create-store.ts'
import { readJson, writeJson } from '~/lib/safe-storage.ts'

/** A visitor's choices, kept for the browser session (spec §3 session keys) until they sign in. */
export type VisitorSettings = Partial<Pick<Settings, 'stakes' | 'auto_accept_odds_change' | 'video_enabled'>>

/** Session key of a visitor's stakes, price-change acceptance and video choice. */
export const VISITOR_SETTINGS_KEY = 'visitor_settings'

const EMPTY: VisitorSettings = {}

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

const settings = createStore(() => parseVisitorSettings(readJson('session', VISITOR_SETTINGS_KEY)), {
  server: EMPTY,
})
settings.subscribe(() => writeJson('session', VISITOR_SETTINGS_KEY, settings.get()))

export const getVisitorSettings = settings.get

export const saveVisitorSettings = (update: VisitorSettings): void =>
  settings.set((s) => ({ ...s, ...update }))

export const useVisitorSettings = (): VisitorSettings => useStore(settings)

/** The server's settings with a visitor's own choices over them. */
export const withVisitorSettings = (s: Settings, v: VisitorSettings): Settings =>
  v === EMPTY || Object.keys(v).length === 0 ? s : { ...s, ...v }
