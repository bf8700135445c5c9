import { useSyncExternalStore } from 'react'
import { readJson, removeItem, writeJson } from '../safe-storage.ts'
import { COOKIES, readCookie, writeCookie } from './cookies.ts'
import type { TrackingTags } from './tracking-params.ts'

/** The visitor's answer: everything, or strictly necessary cookies only. */
export type Consent = 'all' | 'necessary'
const PENDING_TAGS_KEY = 'sportsbook.trackingTags'

// Not a createStore (lib/create-store.ts): the cookie is the state, read afresh each time, and the
// server snapshot is each request's own cookie; this set only tells readers that setConsent wrote it.
const listeners = new Set<() => void>()
const isConsent = (v: string | null): v is Consent => v === 'all' || v === 'necessary'

/** The stored answer, from the browser's cookies or (server) a request's Cookie header. */
export function readConsent(cookieHeader?: string | null): Consent | null {
  const v =
    cookieHeader === undefined
      ? readCookie(COOKIES.consent.name)
      : readCookie(COOKIES.consent.name, cookieHeader ?? '')
  return isConsent(v) ? v : null
}

/**
 * Tags wait in session storage (not a cookie) until the visitor allows tracking; with consent
 * already given they are stored at once. stag becomes the affiliate cookie (spec §7).
 */
export function keepTrackingTags(tags: TrackingTags): void {
  if (Object.keys(tags).length === 0) return
  writeJson('session', PENDING_TAGS_KEY, { ...pendingTags(), ...tags })
  if (readConsent() === 'all') applyTrackingTags()
}

function pendingTags(): TrackingTags {
  return (readJson('session', PENDING_TAGS_KEY) ?? {}) as TrackingTags
}

function applyTrackingTags(): void {
  const tags = pendingTags()
  removeItem('session', PENDING_TAGS_KEY)
  if (tags.stag) writeCookie(COOKIES.affiliateId, tags.stag)
}

export function setConsent(consent: Consent): void {
  writeCookie(COOKIES.consent, consent)
  if (consent === 'all') applyTrackingTags()
  else removeItem('session', PENDING_TAGS_KEY)
  listeners.forEach((l) => l())
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

const readBrowserConsent = () => readConsent()

/**
 * The stored answer. During SSR and hydration: `fromServer`, what the server read from the request's
 * cookie (root loader), so a first-time visitor's banner is in the server-rendered page (it is the
 * largest thing a phone paints first: rendered after hydration it made LCP wait for all the JS);
 * `undefined` when the server did not say.
 */
export const useConsent = (fromServer?: Consent | null): Consent | null | undefined =>
  useSyncExternalStore(subscribe, readBrowserConsent, () => fromServer)
