import { CSRF_COOKIE } from '@sportsbook/contract'

/** The double-submit CSRF cookie the API sets; its value goes back in the header on every write. */
export { CSRF_COOKIE, CSRF_HEADER } from '@sportsbook/contract'

/** A cookie's value from a Cookie header string (document.cookie in the browser). */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return undefined
}

export const csrfToken = (): string | undefined =>
  typeof document === 'undefined' ? undefined : readCookie(document.cookie, CSRF_COOKIE)
