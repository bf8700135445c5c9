/** Spec §7 cookies and their lifetimes, in days. */
export const COOKIES = {
  deviceId: { name: 'device_id', days: 7300 },
  affiliateId: { name: 'affiliate_id', days: 30 },
  depositReminder: { name: 'deposit_reminder', days: 1 },
  consent: { name: 'cookie_consent', days: 365 },
} as const

const DAY_SECONDS = 24 * 60 * 60

/** A `document.cookie` assignment: whole site, Lax, Secure on https. */
export function cookieString(name: string, value: string, days: number, secure: boolean): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.round(days * DAY_SECONDS)}`,
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

export function writeCookie(cookie: { name: string; days: number }, value: string): void {
  document.cookie = cookieString(cookie.name, value, cookie.days, window.location.protocol === 'https:')
}
