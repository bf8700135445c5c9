import type { VoteResult } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting, newPlayer, type TestPlayer } from '../betting/helpers.ts'

const app = await buildBetting()
const API = '/api/sportsbook'
const M = IDS.matches

const vote = (p: TestPlayer, match_id: unknown, choice: unknown) =>
  p.api({ method: 'POST', url: `${API}/vote`, payload: { match_id, choice } })
const standing = async (matchId: number, p?: TestPlayer) => {
  const res = await (p ? p.api : app.inject.bind(app))({
    method: 'GET',
    url: `${API}/vote?match_id=${matchId}`,
  })
  expect(res.statusCode).toBe(200)
  return res.json<VoteResult>()
}

describe('prediction vote', () => {
  it('counts one vote per player and answers shares that add up to 100', async () => {
    const before = await standing(M.liverpoolEverton)
    expect(before).toMatchObject({ open: true, total: 0, my_vote: null })
    expect(before.options.map((o) => o.choice)).toEqual(['home', 'draw', 'away'])

    const [a, b, c] = [await newPlayer(app), await newPlayer(app), await newPlayer(app)]
    expect((await vote(a, M.liverpoolEverton, 'home')).json<VoteResult>().my_vote).toBe('home')
    await vote(b, M.liverpoolEverton, 'home')
    const after = (await vote(c, M.liverpoolEverton, 'away')).json<VoteResult>()
    expect(after.total).toBe(3)
    expect(after.options).toEqual([
      { choice: 'home', votes: 2, percent: 67 },
      { choice: 'draw', votes: 0, percent: 0 },
      { choice: 'away', votes: 1, percent: 33 },
    ])
    // Voting again, even for something else, keeps the first vote and counts nothing.
    const again = (await vote(a, M.liverpoolEverton, 'draw')).json<VoteResult>()
    expect(again.total).toBe(3)
    expect(again.my_vote).toBe('home')
    // Each player sees their own vote; a visitor sees the shares only.
    expect((await standing(M.liverpoolEverton, c)).my_vote).toBe('away')
    expect((await standing(M.liverpoolEverton)).my_vote).toBeNull()
  })

  it('offers no draw where the main market has two outcomes (tennis)', async () => {
    const p = await newPlayer(app)
    expect((await standing(M.nadalFederer)).options.map((o) => o.choice)).toEqual(['home', 'away'])
    const res = await vote(p, M.nadalFederer, 'draw')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('invalid_params')
  })

  it('refuses visitors, ended matches, outrights and bad ids with catalogue errors', async () => {
    const visitor = await app.inject({
      method: 'POST',
      url: `${API}/vote`,
      payload: { match_id: M.arsenalChelsea, choice: 'home' },
    })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().error.code).toBe('unauthorized')

    const p = await newPlayer(app)
    const ended = await vote(p, M.sevillaValencia, 'home')
    expect(ended.statusCode).toBe(409)
    expect(ended.json().error.code).toBe('vote_closed')
    // The result of an ended match stays readable, closed.
    expect((await standing(M.sevillaValencia)).open).toBe(false)

    for (const [id, choice, status] of [
      [M.plWinner, 'home', 404],
      [999_999, 'home', 404],
      ['abc', 'home', 400],
      [-1, 'home', 400],
      [M.arsenalChelsea, 'bogus', 400],
      [M.arsenalChelsea, undefined, 400],
    ] as const) {
      const res = await vote(p, id, choice)
      expect(res.statusCode, `${id} ${choice}`).toBe(status)
      expect(res.json().error.code).toBe(status === 404 ? 'not_found' : 'invalid_params')
    }
    for (const q of ['', '?match_id=abc', '?match_id=0', `?match_id=${M.plWinner}`]) {
      const res = await app.inject({ method: 'GET', url: `${API}/vote${q}` })
      expect(res.statusCode, q).toBe(q.endsWith(String(M.plWinner)) ? 404 : 400)
    }
  })
})
