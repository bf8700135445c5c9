// Realtime access ends with the sign-in session: whenever a player's sessions change (sign-out,
// password change, expiry; here or, through NOTIFY, in another process), the embedded hub closes
// that player's connections whose session has ended with 3014 "session ended": the client drops its
// token and reconnects with a fresh one, anonymous after a sign-out. Their old tokens are refused at
// connect, refresh and subscribe (commands.ts, Hub.sessionAllowed).
//
// With Centrifugo the backend cannot see which connection belongs to which session, and Centrifugo
// cannot ask whether a session is live. So this process remembers the sessions it issued tokens to;
// when one of them has ended, every connection of that player is told 3014: live sessions come
// straight back with new tokens, the ended one comes back anonymous. (An old token replayed by hand
// still connects to Centrifugo until its `exp`, CONNECTION_TOKEN_TTL_S at most.)
import type { FastifyInstance } from 'fastify'
import { DisconnectReason } from '@sportsbook/contract'
import { onPlayerSessionsChanged } from '../accounts/index.ts'
import { CentrifugoHttpPublisher } from './publisher.ts'

/** Players whose token sessions this process remembers for Centrifugo (oldest forgotten first). */
export const ISSUED_SESSIONS_MAX = 10_000

/** Sessions this process issued realtime tokens to, per player. */
export class IssuedSessions {
  private readonly byUser = new Map<string, Set<string>>()
  add(user: string, sid: string) {
    const set = this.byUser.get(user) ?? new Set()
    this.byUser.delete(user)
    set.add(sid)
    this.byUser.set(user, set)
    if (this.byUser.size > ISSUED_SESSIONS_MAX) this.byUser.delete(this.byUser.keys().next().value!)
  }
  /** Forgets the ended sessions of `user`; true when there was one. */
  async dropEnded(user: string, live: (sid: string) => Promise<boolean>): Promise<boolean> {
    const set = this.byUser.get(user)
    if (!set) return false
    let ended = false
    for (const sid of [...set]) {
      if (await live(sid)) continue
      set.delete(sid)
      ended = true
    }
    if (set.size === 0) this.byUser.delete(user)
    return ended
  }
}

export function revokeRealtimeOnSessionEnd(
  app: FastifyInstance,
  issued: IssuedSessions,
  live: (user: string, sid: string) => Promise<boolean>,
): void {
  const { hub, publisher } = app.realtime
  const off = onPlayerSessionsChanged((userId) => {
    const user = String(userId)
    hub.revokeEndedSessions(user).catch((err: Error) => app.log.error({ err, user }, 'realtime revocation failed'))
    if (!(publisher instanceof CentrifugoHttpPublisher)) return
    issued
      .dropEnded(user, (sid) => live(user, sid))
      .then((ended) => (ended ? publisher.disconnect(user, DisconnectReason.SessionEnded) : undefined))
      .catch((err: Error) => app.log.warn({ err, user }, 'centrifugo disconnect after a session end failed'))
  })
  app.addHook('onClose', async () => {
    off()
  })
}
