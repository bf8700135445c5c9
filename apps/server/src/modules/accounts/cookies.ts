// The session and CSRF cookies. sb_session is httpOnly (scripts never see it); sb_csrf is readable on
// purpose: the web app copies it into the X-CSRF-Token header (double-submit).
import type { FastifyReply } from 'fastify'
import { CSRF_COOKIE, SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_COOKIE } from './constants.ts'

// Secure in production, and whenever the request came over HTTPS (directly, or through a trusted
// proxy's X-Forwarded-Proto), so a cookie set on an https page is never sent over plain http.
const base = (secure: boolean, reply: FastifyReply) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: secure || reply.request.protocol === 'https',
})

/** Sets a fresh session cookie and its CSRF token (bound to the session: a new one at every sign-in). */
export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean) {
  // Max-Age is the absolute timeout; the idle timeout is enforced server-side.
  const maxAge = SESSION_ABSOLUTE_TIMEOUT_MS / 1000
  reply.setCookie(SESSION_COOKIE, token, { ...base(secure, reply), httpOnly: true, maxAge })
  reply.setCookie(CSRF_COOKIE, reply.server.csrfTokenOf(token), { ...base(secure, reply), httpOnly: false, maxAge })
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { ...base(secure, reply), httpOnly: true })
  reply.clearCookie(CSRF_COOKIE, { ...base(secure, reply), httpOnly: false })
}
