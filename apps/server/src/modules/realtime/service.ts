// Centrifugo-compatible HS256 tokens (reference §11): the same secret signs for our endpoints and
// verifies in the embedded server, and a real Centrifugo configured with it accepts them unchanged.
import { SignJWT, errors, jwtVerify } from 'jose'

/** Connection JWT lifetime when the caller does not choose one; the client refreshes at expiry. */
export const CONNECTION_TOKEN_TTL_S = 15 * 60
/** Subscription JWT lifetime for private channels; renewed through sub_refresh. */
export const SUBSCRIPTION_TOKEN_TTL_S = 60 * 60

export interface ConnectionClaims {
  /** Platform user id; '' for an anonymous visitor. */
  sub: string
  /** Seconds since the epoch, or undefined for a token that never expires. */
  exp?: number
  /** The sign-in session the token was issued to (absent for anonymous tokens): revoked with it. */
  sid?: string
}

export interface SubscriptionClaims extends ConnectionClaims {
  channel: string
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' }

export interface TokenService {
  signConnection(sub: string, ttlSeconds?: number | null, sid?: string): Promise<string>
  signSubscription(sub: string, channel: string, ttlSeconds?: number | null, sid?: string): Promise<string>
  verifyConnection(token: string): Promise<VerifyResult<ConnectionClaims>>
  verifySubscription(token: string): Promise<VerifyResult<SubscriptionClaims>>
}

export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  if (secret.length < 32) throw new Error('realtime token secret must be at least 32 characters')
  const key = new TextEncoder().encode(secret)
  const nowS = () => Math.floor(now() / 1000)

  const sign = (claims: Record<string, unknown>, ttlSeconds: number | null | undefined) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(nowS())
    if (ttlSeconds != null) jwt.setExpirationTime(nowS() + ttlSeconds)
    return jwt.sign(key)
  }

  const verify = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now()) })
      const sub = payload.sub ?? ''
      return { ok: true as const, payload, sub }
    } catch (e) {
      // jose checks the signature before the claims, so "expired" implies a genuine token.
      if (e instanceof errors.JWTExpired) return { ok: false as const, reason: 'expired' as const }
      return { ok: false as const, reason: 'invalid' as const }
    }
  }

  return {
    signConnection: (sub, ttl = CONNECTION_TOKEN_TTL_S, sid) => sign({ sub, ...(sid && { sid }) }, ttl),
    signSubscription: (sub, channel, ttl = SUBSCRIPTION_TOKEN_TTL_S, sid) =>
      sign({ sub, channel, ...(sid && { sid }) }, ttl),
    async verifyConnection(token) {
      const r = await verify(token)
      if (!r.ok) return r
      // A `channel` claim makes a connection token invalid, as in Centrifugo (reference §11.1).
      if (r.payload.channel !== undefined) return { ok: false, reason: 'invalid' }
      return { ok: true, claims: { sub: r.sub, exp: r.payload.exp, ...sidOf(r.payload) } }
    },
    async verifySubscription(token) {
      const r = await verify(token)
      if (!r.ok) return r
      const channel = r.payload.channel
      if (typeof channel !== 'string' || channel === '') return { ok: false, reason: 'invalid' }
      return { ok: true, claims: { sub: r.sub, exp: r.payload.exp, channel, ...sidOf(r.payload) } }
    },
  }
}

const sidOf = (payload: Record<string, unknown>) =>
  typeof payload.sid === 'string' && payload.sid !== '' ? { sid: payload.sid } : {}
