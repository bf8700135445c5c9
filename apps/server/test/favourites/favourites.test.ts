import type { MatchPage } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { FAVOURITES_MAX_PER_TYPE } from '../../src/modules/favourites/index.ts'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting, newPlayer, type TestPlayer } from '../betting/helpers.ts'

const app = await buildBetting()
const API = '/api/sportsbook'
const M = IDS.matches

const star = (p: TestPlayer, type: string, id: number | string) =>
  p.api({ method: 'POST', url: `${API}/favourites/${type}/${id}` })
const unstar = (p: TestPlayer, type: string, id: number | string) =>
  p.api({ method: 'DELETE', url: `${API}/favourites/${type}/${id}` })
const list = async (p: TestPlayer, type: string) =>
  (await p.api({ method: 'GET', url: `${API}/favourites/${type}` })).json<{ ids: number[] }>().ids
const favouriteMatches = async (p: TestPlayer, query = '') =>
  (await p.api({ method: 'GET', url: `${API}/matches?favourite=true${query}` }))
    .json<MatchPage>()
    .data.map((m) => m.id)

describe('favourites', () => {
  it('stars and unstars matches, leagues and sports, idempotently, newest first', async () => {
    const p = await newPlayer(app)
    expect((await star(p, 'matches', M.realBarca)).json()).toEqual({ type: 'matches', ids: [M.realBarca] })
    app.clock.advance(1000)
    const again = await star(p, 'matches', M.naviG2)
    expect(again.json().ids).toEqual([M.naviG2, M.realBarca])
    // Starring twice changes nothing.
    expect((await star(p, 'matches', M.naviG2)).json().ids).toEqual([M.naviG2, M.realBarca])
    expect((await star(p, 'leagues', IDS.tournaments.premierLeague)).statusCode).toBe(200)
    expect((await star(p, 'sports', IDS.sports.tennis)).statusCode).toBe(200)
    const all = await p.api({ method: 'GET', url: `${API}/favourites` })
    expect(all.headers['cache-control']).toBe('private, no-store')
    expect(all.json()).toEqual({
      matches: [M.naviG2, M.realBarca],
      leagues: [IDS.tournaments.premierLeague],
      sports: [IDS.sports.tennis],
    })
    expect((await unstar(p, 'matches', M.naviG2)).json().ids).toEqual([M.realBarca])
    // Unstarring what is not starred (or does not exist) is not an error.
    expect((await unstar(p, 'matches', M.naviG2)).json().ids).toEqual([M.realBarca])
    expect((await unstar(p, 'sports', 99_999)).statusCode).toBe(200)
  })

  it('filters GET /matches by the player’s starred matches and leagues, uncached', async () => {
    const p = await newPlayer(app)
    expect(await favouriteMatches(p)).toEqual([])
    await star(p, 'matches', M.realBarca)
    expect(await favouriteMatches(p)).toEqual([M.realBarca])
    await star(p, 'leagues', IDS.tournaments.premierLeague)
    expect((await favouriteMatches(p)).sort()).toEqual(
      [M.arsenalChelsea, M.liverpoolEverton, M.realBarca, M.plWinner].sort(),
    )
    // Combined with the other filters as usual.
    expect(await favouriteMatches(p, `&tournament_id=${IDS.tournaments.laliga}`)).toEqual([M.realBarca])
    const res = await p.api({ method: 'GET', url: `${API}/matches?favourite=true` })
    expect(res.headers['cache-control']).toBe('private, no-store')
    // Another player sees only their own.
    const other = await newPlayer(app)
    expect(await favouriteMatches(other)).toEqual([])
    expect(await list(other, 'matches')).toEqual([])
    // The public listing does not change.
    const pub = await app.inject({ method: 'GET', url: `${API}/matches` })
    expect(pub.json<MatchPage>().data).toHaveLength(7)
    expect(pub.headers['cache-control']).toContain('public')
  })

  it('refuses visitors, unknown types, bad and unknown ids with catalogue errors', async () => {
    for (const [method, url] of [
      ['GET', `${API}/favourites`],
      ['GET', `${API}/favourites/matches`],
      ['POST', `${API}/favourites/matches/${M.realBarca}`],
      ['DELETE', `${API}/favourites/matches/${M.realBarca}`],
    ] as const) {
      const res = await app.inject({ method, url })
      expect(res.statusCode, url).toBe(401)
      expect(res.json().error.code).toBe('unauthorized')
    }
    const p = await newPlayer(app)
    for (const [type, id] of [
      ['teams', M.realBarca],
      ['matches', 'abc'],
      ['matches', 0],
      ['matches', -1],
      ['matches', 1.5],
      ['matches', 2 ** 31],
      ['MATCHES', M.realBarca],
    ] as const) {
      const res = await star(p, type, id)
      expect(res.statusCode, `${type}/${id}`).toBe(400)
      expect(res.json().error.code).toBe('invalid_params')
      expect((await unstar(p, type, id)).statusCode).toBe(400)
    }
    expect((await p.api({ method: 'GET', url: `${API}/favourites/teams` })).statusCode).toBe(400)
    for (const [type, id] of [
      ['matches', 999_999],
      ['leagues', M.realBarca],
      ['sports', IDS.tournaments.laliga],
    ] as const) {
      const res = await star(p, type, id)
      expect(res.statusCode, `${type}/${id}`).toBe(404)
      expect(res.json().error.code).toBe('not_found')
    }
    expect(await list(p, 'matches')).toEqual([])
  })

  it('survives parallel adds and removes of the same star without errors or duplicates', async () => {
    const p = await newPlayer(app)
    const adds = await Promise.all(Array.from({ length: 12 }, () => star(p, 'matches', M.arsenalChelsea)))
    expect(adds.map((r) => r.statusCode)).toEqual(adds.map(() => 200))
    expect(await list(p, 'matches')).toEqual([M.arsenalChelsea])
    const mixed = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 ? unstar(p, 'matches', M.arsenalChelsea) : star(p, 'matches', M.arsenalChelsea),
      ),
    )
    expect(mixed.map((r) => r.statusCode)).toEqual(mixed.map(() => 200))
    expect((await list(p, 'matches')).length).toBeLessThanOrEqual(1)
    await unstar(p, 'matches', M.arsenalChelsea)
    expect(await list(p, 'matches')).toEqual([])
    const removes = await Promise.all(Array.from({ length: 8 }, () => unstar(p, 'matches', M.arsenalChelsea)))
    expect(removes.map((r) => r.statusCode)).toEqual(removes.map(() => 200))
  })

  it(`keeps at most ${FAVOURITES_MAX_PER_TYPE} stars of a type`, async () => {
    const p = await newPlayer(app)
    const { sql } = await import('drizzle-orm')
    await app.testDb.db.execute(sql`
      insert into favourites (user_id, type, entity_id, created_at)
      select ${p.id}, 'matches', 1000 + g, now() from generate_series(1, ${FAVOURITES_MAX_PER_TYPE}) g`)
    const res = await star(p, 'matches', M.realBarca)
    expect(res.statusCode).toBe(422)
    expect(res.json().error.code).toBe('favourites_limit_reached')
    // Leagues have their own allowance.
    expect((await star(p, 'leagues', IDS.tournaments.laliga)).statusCode).toBe(200)
  })
})
