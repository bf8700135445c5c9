// A call's request made by one identity: its API base, path, query, body and headers.
import type { Context } from '../context.ts'
import type { Http } from '../http.ts'
import type { Call, Req } from './types.ts'

export const send = (
  ctx: Context,
  call: Call,
  http: Http,
  req: Req,
  headers: Record<string, string> = {},
) => {
  const base = call.api === 'platform' ? ctx.platform : ctx.sportsbook
  return http.request(call.method, base(req.path, req.query), {
    body: req.body,
    headers: { ...headers, ...req.headers },
  })
}
