import type { HostListener, OutboundPayload, OutboundType } from '@sportsbook/contract'
import type { HostBridge } from './host-bridge.ts'

/**
 * The running bridge, if the page is embedded. Small on purpose: shared code (the modal store)
 * asks it whether the host takes an action without loading the bridge itself.
 */
let active: HostBridge | null = null

export const setActiveBridge = (bridge: HostBridge | null) => {
  active = bridge
}

/** Posts to the host when embedded; false when there is no host to tell. */
export function postToHost<T extends OutboundType>(type: T, payload: OutboundPayload<T>): boolean {
  return active?.post(type, payload) ?? false
}

/** Hands the action to the host when it listens for it (spec §5); true when it did. */
export function delegateToHost(listener: HostListener): boolean {
  if (!active?.delegates(listener)) return false
  active.post(listener, {})
  return true
}

export const hostDelegates = (listener: HostListener): boolean => active?.delegates(listener) ?? false
