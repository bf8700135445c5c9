// One row of the call table (spec §7): method, path, who may call it, the contract schema of its
// answer, and how the kit makes a request an operator's API can answer. `callCheck` turns a row into
// a check: the happy path's status and shape, paging to last_page, the §8 body for a visitor where a
// player is needed, and for a bad input.
import type { Check } from '../check.ts'
import { csrfHeaders, type Context } from '../context.ts'
import type { Http } from '../http.ts'
import { answered, describe, parsed, refused } from '../wire.ts'
import { followPages } from './pages.ts'
import { send } from './send.ts'
import { callId, type Call, type Req } from './types.ts'

export { callId, type Auth, type Call, type Method, type Query, type Req } from './types.ts'

/** The HTTP client and write headers of whoever this call is made as. */
async function caller(ctx: Context, call: Call): Promise<{ http: Http; headers: Record<string, string> }> {
  if (call.session) {
    const http = await call.session(ctx)
    return { http, headers: call.method === 'GET' ? {} : csrfHeaders(http) }
  }
  if (call.auth === 'player') {
    const s = await ctx.session()
    return { http: s.http, headers: call.method === 'GET' ? {} : s.writeHeaders() }
  }
  return { http: ctx.visitor, headers: {} }
}

export function callCheck(call: Call): Check {
  return {
    id: callId(call),
    what: `${call.schema ? call.shape : `HTTP ${call.status ?? 200}`}${call.pages ? ', paged' : ''}; auth: ${call.auth}`,
    run: async (ctx) => {
      const { http, headers } = await caller(ctx, call)
      const req = await call.request(ctx)
      const notes: string[] = []
      if (call.run) notes.push(await call.run(ctx))
      else notes.push(...(await happyPath(ctx, call, http, req, headers)))
      const session = call.auth === 'either' ? await ctx.maybeSession() : undefined
      if (session) {
        const asPlayer = await happyPath(ctx, call, session.http, req, session.writeHeaders())
        notes.push(`signed in: ${asPlayer.slice(1).join(', ')}`)
      }
      if (call.auth === 'player' && !call.session) {
        refused(await send(ctx, call, ctx.visitor, req), 'unauthorized')
        notes.push('visitor: 401 unauthorized')
      }
      if (call.bad) {
        const bad = await call.bad(ctx)
        refused(await send(ctx, call, http, bad, headers), 'invalid_params')
        notes.push(`bad input: 400 invalid_params`)
      }
      return notes.join('; ')
    },
  }
}

async function happyPath(ctx: Context, call: Call, http: Http, req: Req, headers: Record<string, string>) {
  const answer = await send(ctx, call, http, req, headers)
  const notes: string[] = [req.note ?? describe(answer)]
  let body: unknown
  if (req.refusal) {
    const error = refused(answer, req.refusal)
    notes.push(`${answer.status} ${error.code} (error path)`)
  } else if (call.schema) {
    body = parsed(answer, call.schema, call.shape, call.status)
    notes.push(`${answer.status} ${call.shape}`)
  } else {
    answered(answer, call.status)
    notes.push(`${answer.status}`)
  }
  if (call.pages && !req.refusal) notes.push(await followPages(ctx, call, http, req, body))
  if (call.then && !req.refusal) {
    const extra = await call.then(ctx, body, req, http)
    if (extra) notes.push(extra)
  }
  return notes
}
