import { readItem, writeItem } from '../safe-storage.ts'
import { COOKIES, readCookie, writeCookie } from '../tracking/cookies.ts'

/** Spec §3 local key `deviceId`: one id per browser, sent with every placement (meta.device_id). */
export const DEVICE_ID_KEY = 'deviceId'

/**
 * The browser's id, kept in local storage and in the 20-year device-id cookie of spec §7 (strictly
 * necessary: it ties placements to a device for fraud checks), so clearing one does not lose it.
 */
export function deviceId(): string {
  // Storage is safe-storage's (never throws); this guards the cookie (refused in a sandboxed frame)
  // and crypto.randomUUID (only in secure contexts).
  try {
    const id = readItem('local', DEVICE_ID_KEY) ?? readCookie(COOKIES.deviceId.name) ?? crypto.randomUUID()
    writeItem('local', DEVICE_ID_KEY, id)
    if (readCookie(COOKIES.deviceId.name) !== id) writeCookie(COOKIES.deviceId, id)
    return id
  } catch {
    return 'unknown-device'
  }
}
