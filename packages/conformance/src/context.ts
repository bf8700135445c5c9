// What the checks share: the APIs' addresses, the anonymous visitor, the signed-in player (once), and
// realtime connections to close at the end.
import { CSRF_COOKIE, CSRF_HEADER, Player } from '@sportsbook/contract'
import { CheckFailure, CheckSkipped } from './failure.ts'
import { Http, joinUrl } from './http.ts'
import type { Options } from './options.ts'
import { fund, signIn, signUpFresh } from './sign-up.ts'
import { parsed } from './wire.ts'

/** The detail of a row that needs a player when none was given. */
export const NO_PLAYER = 'needs --player email:password, --cookie or --reference'

/** The contract's double-submit CSRF pair, as the web app uses it: cookie value → header on writes. */
export { CSRF_COOKIE, CSRF_HEADER }

/** The header a write of this cookie jar carries: its CSRF cookie's value, as the web copies it. */
export function csrfHeaders(http: Http): Record<string, string> {
  const token = http.cookies.get(CSRF_COOKIE)
  return token ? { [CSRF_HEADER]: decodeURIComponent(token) } : {}
}

type Query = Record<string, string | number | undefined>

export interface Session {
  http: Http
  player: Player
  /** Headers every write of this session carries (the CSRF token from its cookie). */
  writeHeaders(): Record<string, string>
}

export class Context {
  readonly visitor: Http
  /** Login and password of the player signed in (not known with --cookie). */
  credentials?: { login: string; password: string }
  private readonly memos = new Map<string, Promise<unknown>>()
  private readonly closers: (() => void)[] = []

  constructor(readonly opts: Options) {
    this.visitor = new Http(opts.timeoutMs)
  }

  sportsbook = (path: string, query?: Query) => joinUrl(this.opts.sportsbook, path, query)
  platform = (path: string, query?: Query) => joinUrl(this.opts.platform, path, query)

  /** The value of `make` computed once per run; a failure is remembered too (later rows name it). */
  memo<T>(key: string, make: () => Promise<T>): Promise<T> {
    let p = this.memos.get(key) as Promise<T> | undefined
    if (!p) {
      p = make()
      this.memos.set(key, p)
    }
    return p
  }

  /** The player's session, made once: --cookie as given, --player signed in (POST /users/sign_in, as
   * the web's form does), or with --reference a fresh player signed up through the dev helpers. */
  session(): Promise<Session> {
    if (!this.opts.player && !this.opts.cookie && !this.opts.reference)
      return Promise.reject(new CheckSkipped(NO_PLAYER))
    return this.memo('session', async () => {
      const http = new Http(this.opts.timeoutMs)
      let player: Player
      if (this.opts.cookie) {
        for (const pair of this.opts.cookie.split(';')) {
          const eq = pair.indexOf('=')
          if (eq > 0) http.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
        }
        player = parsed(await http.get(this.platform('/player')), Player, 'Player')
      } else {
        const credentials = this.opts.player ?? (await signUpFresh(this))
        player = await signIn(this, http, credentials)
      }
      const writeHeaders = () => csrfHeaders(http)
      if (this.opts.reference) await fund(this, http, writeHeaders())
      return { http, player, writeHeaders }
    }).catch((e: unknown) => {
      if (e instanceof CheckFailure) throw new CheckFailure(`sign-in failed: ${e.message}`)
      throw e
    })
  }

  /** The player's session, or undefined when the run has no player (a failed sign-in still throws). */
  maybeSession(): Promise<Session | undefined> {
    return this.session().catch((e: unknown) => {
      if (e instanceof CheckSkipped) return undefined
      throw e
    })
  }

  onClose(close: () => void) {
    this.closers.push(close)
  }

  close() {
    for (const c of this.closers.splice(0)) c()
  }
}
