// What the checks share: the APIs' addresses, the anonymous visitor, the signed-in player (once), and
// realtime connections to close at the end.
import { CSRF_COOKIE, CSRF_HEADER, Player } from '@sportsbook/contract'
import { CheckFailure, CheckSkipped } from './failure.ts'
import { Http, joinUrl } from './http.ts'
import type { Options } from './options.ts'
import { parsed } from './wire.ts'

/** The contract's double-submit CSRF pair, as the web app uses it: cookie value → header on writes. */
export { CSRF_COOKIE, CSRF_HEADER }

type Query = Record<string, string | number | undefined>

export interface Session {
  http: Http
  player: Player
  /** Headers every write of this session carries (the CSRF token from its cookie). */
  writeHeaders(): Record<string, string>
}

export class Context {
  readonly visitor: Http
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

  /** Signs the --player in once (POST /users/sign_in), as the web's sign-in form does. */
  session(): Promise<Session> {
    const credentials = this.opts.player
    if (!credentials) return Promise.reject(new CheckSkipped('needs --player email:password'))
    return this.memo('session', async () => {
      const http = new Http(this.opts.timeoutMs)
      const answer = await http.post(this.platform('/users/sign_in'), {
        body: { user: { login: credentials.login, password: credentials.password } },
      })
      const player = parsed(answer, Player, 'Player')
      const writeHeaders = (): Record<string, string> => {
        const token = http.cookies.get(CSRF_COOKIE)
        return token ? { [CSRF_HEADER]: decodeURIComponent(token) } : {}
      }
      return { http, player, writeHeaders }
    }).catch((e: unknown) => {
      if (e instanceof CheckFailure) throw new CheckFailure(`sign-in failed: ${e.message}`)
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
