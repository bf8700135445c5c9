// Paging as my-bets and the bonus lists use it: request page 2, 3… up to the last page at the same
// limit; each page says its number, no item comes twice, and the items add up to `total` (the web
// fetches "until last_page", spec §7). Two wire forms: `{data, pagination:{…, last_page}}` (catalog,
// bets; last_page must be max(1, ⌈total/limit⌉)) and `{data, total, page, limit}` (bonus and jackpot
// lists, whose last page the web computes the same way).
import { Pagination } from '@sportsbook/contract'
import { z } from 'zod'
import { CheckFailure, expect } from '../failure.ts'
import type { Context } from '../context.ts'
import type { Http } from '../http.ts'
import { describe, parsed } from '../wire.ts'
import type { Call, Req } from './types.ts'
import { send } from './send.ts'

/** Pages read at most per call (a backend with more is checked on its first ones only). */
export const MAX_PAGES = 25

const Paged = z.union([
  z.object({ data: z.array(z.unknown()), pagination: Pagination }),
  z
    .object({ data: z.array(z.unknown()), total: z.number(), page: z.number(), limit: z.number() })
    .transform(({ data, total, page, limit }) => ({
      data,
      pagination: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) },
    })),
])

const key = (item: unknown) => {
  const o = item as { id?: unknown; specifier?: unknown }
  return o && typeof o === 'object' && 'id' in o
    ? `${String(o.id)}/${String(o.specifier ?? '')}`
    : JSON.stringify(item)
}

export async function followPages(
  ctx: Context,
  call: Call,
  http: Http,
  req: Req,
  first: unknown,
): Promise<string> {
  const head = Paged.safeParse(first)
  if (!head.success) throw new CheckFailure(`${call.shape} has no data[] with pagination or total/page/limit`)
  const { limit, total, last_page } = head.data.pagination
  const expected = Math.max(1, Math.ceil(total / limit))
  expect(
    last_page === expected,
    `last_page ${last_page} for total ${total} at limit ${limit}, expected ${expected}`,
  )
  const seen = new Set(head.data.data.map(key))
  let count = head.data.data.length
  const last = Math.min(last_page, MAX_PAGES)
  for (let page = 2; page <= last; page++) {
    const answer = await send(ctx, call, http, { ...req, query: { ...req.query, page, limit } })
    const body = parsed(answer, call.schema!, call.shape) as unknown
    const next = Paged.parse(body)
    const where = describe(answer)
    expect(next.pagination.page === page, `${where}: pagination.page ${next.pagination.page}`)
    for (const item of next.data) {
      const k = key(item)
      expect(!seen.has(k), `${where}: item ${k} came on an earlier page too`)
      seen.add(k)
    }
    count += next.data.length
  }
  if (last === last_page)
    expect(count === total, `${last_page} pages held ${count} items, pagination.total says ${total}`)
  return `${last_page} page(s) of ${limit}${last < last_page ? ` (first ${last} read)` : ''}, ${total} items`
}
