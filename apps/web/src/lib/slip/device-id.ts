/** Spec §3 local key `deviceId`: one id per browser, sent with every placement (meta.device_id). */
export const DEVICE_ID_KEY = 'deviceId'

export function deviceId(): string {
  try {
    const existing = window.localStorage.getItem(DEVICE_ID_KEY)
    if (existing) return existing
    const id = crypto.randomUUID()
    window.localStorage.setItem(DEVICE_ID_KEY, id)
    return id
  } catch {
    return 'unknown-device'
  }
}
