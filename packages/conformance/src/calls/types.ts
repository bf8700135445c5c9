// The call table's row type: method, path, who may call it, the contract schema of its answer, and
// how the kit makes a request an operator's API can answer (read by call.ts, pages.ts and send.ts).
import type { ErrorCode } from '@sportsbook/contract'
import type { z } from 'zod'
import type { Context } from '../context.ts'
import type { Http } from '../http.ts'

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
/** visitor: no session needed; player: 401 without one; either: answers both (a player's view when signed in). */
export type Auth = 'visitor' | 'player' | 'either'
export type Query = Record<string, string | number | undefined>

export interface Req {
  /** The path with its parameters filled in (relative to the call's API base). */
  path: string
  query?: Query
  body?: unknown
  headers?: Record<string, string>
  /** Expect this §8 refusal instead of a 2xx (no data to take the happy path; said in the detail). */
  refusal?: ErrorCode
  /** What the detail says about the request (e.g. "match 12"). */
  note?: string
}

export interface Call {
  method: Method
  /** The path as spec §7 writes it, e.g. `/matches/{id}/markets`. */
  path: string
  api: 'platform' | 'sportsbook'
  auth: Auth
  /** The contract schema of the 2xx body; null when it has none (204) or it is not JSON. */
  schema: z.ZodType | null
  /** Its name in @sportsbook/contract, for the table and the detail. */
  shape: string
  /** 2xx status of the happy path (default 200). */
  status?: number
  /** The answer is `{data, pagination}`: pages are followed to last_page. */
  pages?: boolean
  request(ctx: Context): Promise<Req>
  /** A bad input this call must refuse with 400 invalid_params (§8), issues naming it. */
  bad?(ctx: Context): Promise<Req>
  /** Further expectations on the answer (idempotency, identity); returns a note for the detail. */
  then?(ctx: Context, body: unknown, req: Req, http: Http): Promise<string | void>
  /** A happy path of its own instead of request → parse (POST /bets: the placement check). */
  run?(ctx: Context): Promise<string>
  /** A call run as a visitor by a player (`either`) or left to a dedicated session (sign-out). */
  session?(ctx: Context): Promise<Http>
}

export const callId = (c: Pick<Call, 'method' | 'path'>) => `${c.method} ${c.path}`
