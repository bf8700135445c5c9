import { ErrorBody, type Market, type PriceHistory } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { PRICE_HISTORY_POINTS } from '../../src/modules/price-history/index.ts'
import type { FeedChange } from '../../src/modules/feed/index.ts'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting } from '../betting/helpers.ts'

const app = await buildBetting()
const API = '/api/sportsbook'
const M = IDS.matches

const history = async (id: number | string) => {
  const res = await app.inject({ method: 'GET', url: `${API}/matches/${id}/price-history` })
  return { status: res.statusCode, body: res.json<PriceHistory>() }
}
const market = async (matchId: number, marketId: number): Promise<Market> => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/matches/${matchId}/markets?market_id=${marketId}`,
  })
  return res.json<{ data: Market[] }>().data[0]!
}
/** A feed batch that moves the given market's prices. */
const tick = async (m: Market, odds: number[], matchId: number) => {
  const moved = { ...m, outcomes: m.outcomes.map((o, i) => ({ ...o, odds: odds[i] ?? o.odds })) }
  const change: FeedChange = {
    type: 'markets_changed',
    matchId,
    marketKeys: [{ marketId: m.id, specifier: m.specifier }],
    markets: [moved],
  }
  app.clock.advance(1000)
  await app.priceHistory.handle([change], (e) => {
    throw e
  })
}

describe('main-market price history', () => {
  it('records each move of the main market, per outcome, and skips unchanged prices and other markets', async () => {
    const main = await market(M.liverpoolEverton, 1)
    const start = await history(M.liverpoolEverton)
    expect(start.status).toBe(200)
    expect(start.body.market_id).toBe(1)
    // Before any move: the current price, one point per outcome.
    expect(start.body.outcomes.map((o) => o.moves.map(([, odds]) => odds))).toEqual(
      main.outcomes.map((o) => [o.odds]),
    )

    await tick(main, [2.5, main.outcomes[1]!.odds], M.liverpoolEverton)
    await tick(main, [2.4], M.liverpoolEverton)
    const total = await market(M.liverpoolEverton, 18)
    await tick(total, [9.9, 9.9], M.liverpoolEverton)
    const after = (await history(M.liverpoolEverton)).body
    expect(after.outcomes[0]!.moves.map(([, o]) => o)).toEqual([main.outcomes[0]!.odds, 2.5, 2.4])
    expect(after.outcomes[1]!.moves).toHaveLength(1)
    const times = after.outcomes[0]!.moves.map(([t]) => t)
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('keeps only the newest PRICE_HISTORY_POINTS moves, and keeps them across a restart of the service', async () => {
    const main = await market(M.realBarca, 1)
    for (let i = 0; i < PRICE_HISTORY_POINTS + 5; i++) await tick(main, [3 + i / 100], M.realBarca)
    const moves = (await history(M.realBarca)).body.outcomes[0]!.moves
    expect(moves).toHaveLength(PRICE_HISTORY_POINTS)
    expect(moves.at(-1)![1]).toBe(3 + (PRICE_HISTORY_POINTS + 4) / 100)
    const { createPriceHistoryService } = await import('../../src/modules/price-history/service.ts')
    const fresh = createPriceHistoryService(app.testDb.db, () => app.clock.now())
    expect((await fresh.get(M.realBarca)).outcomes[0]!.moves).toEqual(moves)
  })

  it('answers bad and unknown ids with catalogue errors', async () => {
    expect((await history(999_999)).status).toBe(404)
    expect((await history('abc')).status).toBe(400)
    expect((await history(0)).status).toBe(400)
  })

  it.each(['-1', '1.5', '99999999999', 'null', '%00'])(
    'answers the id %s with a 400 in the catalogue shape',
    async (id) => {
      const res = await history(id)
      expect(res.status).toBe(400)
      expect(ErrorBody.parse(res.body).error.code).toMatch(/^invalid_(params|characters)$/)
    },
  )
})
