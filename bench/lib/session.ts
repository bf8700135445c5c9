// A signed-in browser for the benches: a `sessions` row id (the SHA-256 of the cookie token) and the
// cookie + X-CSRF-Token a browser would send. The API binds CSRF tokens to the session (HMAC of the
// session id under CSRF_SECRET), so a bench starts the API with BENCH_CSRF_SECRET and mints the same token.
import { createHash, createHmac, randomBytes } from 'node:crypto'

/** Pass as CSRF_SECRET to the API process a bench starts. */
export const BENCH_CSRF_SECRET = 'bench-csrf-secret-0123456789abcdefghij'

export interface Session {
  cookie: string
  csrf: string
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

export function mintSession(): { id: string; session: Session } {
  const token = randomBytes(32).toString('base64url')
  const csrf = createHmac('sha256', BENCH_CSRF_SECRET).update(sha256(token)).digest('base64url')
  return { id: sha256(token), session: { cookie: `sb_session=${token}; sb_csrf=${csrf}`, csrf } }
}
