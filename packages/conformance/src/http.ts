// Plain fetch with a cookie jar, as a browser tab would hold the session: one Http per identity.
import { CheckFailure } from './failure.ts'

/** What a request answered: status, parsed JSON (undefined when the body is not JSON) and the URL. */
export interface Answer {
  status: number
  body: unknown
  method: string
  url: string
}

export interface RequestOptions {
  body?: unknown
  headers?: Record<string, string>
}

export class Http {
  readonly cookies = new Map<string, string>()

  constructor(private readonly timeoutMs: number) {}

  get = (url: string, opts: RequestOptions = {}) => this.request('GET', url, opts)
  post = (url: string, opts: RequestOptions = {}) => this.request('POST', url, opts)

  async request(method: string, url: string, opts: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers }
    if (opts.body !== undefined) headers['content-type'] = 'application/json'
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    }
    let res: Response
    try {
      res = await fetch(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (e) {
      throw new CheckFailure(`${method} ${url}: no answer (${networkCause(e)})`)
    }
    for (const line of res.headers.getSetCookie()) this.store(line)
    const text = await res.text()
    let body: unknown
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      body = undefined
    }
    return { status: res.status, body, method, url }
  }

  /** Keeps name=value of a Set-Cookie line; an expired or emptied cookie is dropped. */
  private store(line: string) {
    const [pair = '', ...attrs] = line.split(';')
    const eq = pair.indexOf('=')
    if (eq <= 0) return
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    const expired = attrs.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a))
    if (value === '' || expired) this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}

/** "ECONNREFUSED", "timed out"…: why fetch failed, in a word or two. */
function networkCause(e: unknown): string {
  if (e instanceof Error && e.name === 'TimeoutError') return 'timed out'
  const cause = e instanceof Error ? (e.cause as { code?: string; message?: string } | undefined) : undefined
  return cause?.code ?? cause?.message ?? String(e)
}

/** `base` + `path` + query, skipping undefined values (the web app's buildUrl does the same). */
export function joinUrl(base: string, path: string, query: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v))
  const qs = params.toString()
  return `${base.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`
}
