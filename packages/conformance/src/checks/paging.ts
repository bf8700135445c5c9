// Paging as the web relies on it: `limit` is honoured, `last_page` = ceil(total / limit) (at least 1),
// and page 2 continues page 1 without repeating it (my-bets pages GET /bets until last_page).
import { BetList, MarketList, MatchPage, type Pagination } from '@sportsbook/contract'
import type { Check } from '../check.ts'
import { expect } from '../failure.ts'
import type { Context } from '../context.ts'
import type { Answer } from '../http.ts'
import { describe, parsed } from '../wire.ts'
import { someMatch } from './catalog.ts'

const LIMIT = 2

interface Page {
  answer: Answer
  keys: string[]
  pagination: Pagination
}

/** Reads pages 1 and 2 at LIMIT per page and checks what the front end's pager assumes. */
async function pagesBehave(read: (page: number) => Promise<Page>): Promise<string> {
  const first = await read(1)
  const p = first.pagination
  const where = describe(first.answer)
  expect(p.limit === LIMIT, `${where}: pagination.limit ${p.limit}, asked for ${LIMIT}`)
  expect(p.page === 1, `${where}: pagination.page ${p.page}, asked for 1`)
  expect(first.keys.length <= LIMIT, `${where}: ${first.keys.length} items, limit was ${LIMIT}`)
  const lastPage = Math.max(1, Math.ceil(p.total / LIMIT))
  expect(
    p.last_page === lastPage,
    `${where}: last_page ${p.last_page} for total ${p.total}, expected ${lastPage}`,
  )
  expect(
    first.keys.length === Math.min(LIMIT, p.total),
    `${where}: ${first.keys.length} items of total ${p.total}`,
  )
  if (p.total <= LIMIT) return `total ${p.total}: one page`
  const second = await read(2)
  const where2 = describe(second.answer)
  expect(second.pagination.page === 2, `${where2}: pagination.page ${second.pagination.page}, asked for 2`)
  const repeated = second.keys.filter((k) => first.keys.includes(k))
  expect(repeated.length === 0, `${where2}: repeats ${repeated.join(', ')} of page 1`)
  expect(second.keys.length > 0, `${where2}: empty, but total ${p.total} > limit ${LIMIT}`)
  return `total ${p.total}, ${p.last_page} pages of ${LIMIT}, page 2 continues page 1`
}

export const pagingChecks: Check[] = [
  {
    id: 'matches.paging',
    what: 'GET /matches honours limit and page; last_page = ceil(total/limit)',
    run: (ctx) =>
      pagesBehave(async (page) => {
        const answer = await ctx.visitor.get(
          ctx.sportsbook('/matches', { type: 'match', page, limit: LIMIT }),
        )
        const body = parsed(answer, MatchPage, 'MatchPage')
        return { answer, keys: body.data.map((m) => String(m.id)), pagination: body.pagination }
      }),
  },
  {
    id: 'markets.paging',
    what: 'GET /matches/{id}/markets honours limit and page',
    run: async (ctx) => {
      const { id } = await someMatch(ctx)
      return pagesBehave(async (page) => {
        const answer = await ctx.visitor.get(ctx.sportsbook(`/matches/${id}/markets`, { page, limit: LIMIT }))
        const body = parsed(answer, MarketList, 'MarketList')
        return { answer, keys: body.data.map((m) => `${m.id}/${m.specifier}`), pagination: body.pagination }
      })
    },
  },
]

/** GET /bets of the signed-in player: runs after the placement check, so there is at least one bet. */
export const betsPaging: Check = {
  id: 'bets.paging',
  what: 'GET /bets parses as BetList; limit, page and last_page as above',
  run: async (ctx: Context) => {
    const { http } = await ctx.session()
    return pagesBehave(async (page) => {
      const answer = await http.get(ctx.sportsbook('/bets', { status: 'all', page, limit: LIMIT }))
      const body = parsed(answer, BetList, 'BetList')
      return { answer, keys: body.data.map((b) => b.id), pagination: body.pagination }
    })
  },
}
