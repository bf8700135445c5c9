/** The double-submit CSRF cookie the API sets; its value goes back in the header on every write. */
export const CSRF_COOKIE = 'sb_csrf'
export const CSRF_HEADER = 'X-CSRF-Token'

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
