import { useSyncExternalStore } from 'react'

// The phone verification modal has its own flag: it cannot be closed, so it never shares the
// one-at-a-time modal store with dismissable forms that would replace it.
let open = false
const listeners = new Set<() => void>()
const set = (v: boolean) => {
  if (open === v) return
  open = v
  listeners.forEach((l) => l())
}

export const openPhoneVerification = () => set(true)
export const closePhoneVerification = () => set(false)
export const isPhoneVerificationOpen = () => open

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const usePhoneVerificationOpen = (): boolean =>
  useSyncExternalStore(subscribe, isPhoneVerificationOpen, () => false)
