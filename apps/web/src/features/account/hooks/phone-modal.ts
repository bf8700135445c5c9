import { createStore, useStore } from '~/lib/create-store.ts'

// The phone verification modal has its own flag: it cannot be closed, so it never shares the
// one-at-a-time modal store with dismissable forms that would replace it.
const open = createStore(false)

export const openPhoneVerification = () => open.set(true)
export const closePhoneVerification = () => open.set(false)
export const isPhoneVerificationOpen = open.get

export const usePhoneVerificationOpen = (): boolean => useStore(open)
