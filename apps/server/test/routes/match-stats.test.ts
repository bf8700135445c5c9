// GET /matches/{id}/{type}: the statistics and timeline of a match; bad ids and types are catalogue
// errors, never a 500; a crowd of readers costs one database read until the feed moves the match.
import { ErrorBody, MatchStatistics, MatchStreams, MatchTimeline, MatchVideo } from '@sportsbook/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { schema } from '../../src/db/client.ts'
import { build, getJson } from '../helpers/build-app.ts'
import { IDS } from '../helpers/fixtures.ts'

const app = await build()
const M = IDS.matches
const url = (id: number | string, type: string) => `/api/sportsbook/matches/${id}/${type}`

await app.testDb.db.insert(schema.matchDetails).values({
  matchId: M.liverpoolEverton,
  sportKey: 'soccer',
  detail: {
    counts: [
      { possession: 58, corners: 4, shots_on_target: 3 },
      { possession: 42, corners: 1, red_cards: 1 },
    ],
    events: [{ seq: 0, kind: 'corner', side: 'home', clock: '12:30', x: 100, y: 0 }],
    sim: {},
  },
  updatedAt: new Date('2026-11-21T15:10:00Z'),
})
await app.testDb.db.update(schema.matches).set({ hasVideo: true }).where(eq(schema.matches.id, M.liverpoolEverton))
await app.testDb.db.update(schema.matches).set({ hasVideo: false }).where(eq(schema.matches.id, M.arsenalChelsea))

describe('GET /matches/:id/:type', () => {
  it('serves the counters of the sport in order, with the live score', async () => {
    const res = await getJson<MatchStatistics>(app, url(M.liverpoolEverton, 'statistics'))
    expect(res.status).toBe(200)
    const body = MatchStatistics.parse(res.body)
    expect(body.sport_key).toBe('soccer')
    expect(body.items.slice(0, 3)).toEqual([
      { key: 'possession', home: 58, away: 42 },
      { key: 'shots_on_target', home: 3, away: 0 },
      { key: 'shots_off_target', home: 0, away: 0 },
    ])
    expect(body.items.find((i) => i.key === 'red_cards')).toEqual({ key: 'red_cards', home: 0, away: 1 })
    expect(body.updated_at).toBe('2026-11-21T15:10:00.000Z')
  })

  it('serves the timeline', async () => {
    const res = await getJson<MatchTimeline>(app, url(M.liverpoolEverton, 'timeline'))
    expect(res.status).toBe(200)
    expect(MatchTimeline.parse(res.body).events).toEqual([
      { seq: 0, kind: 'corner', side: 'home', clock: '12:30', x: 100, y: 0 },
    ])
  })

  it('a match without statistics yet answers empty counters, not an error', async () => {
    const res = await getJson<MatchStatistics>(app, url(M.arsenalChelsea, 'statistics'))
    expect(res.status).toBe(200)
    expect(res.body.items).toEqual([])
  })

  it.each([
    ['abc', 'statistics', 400],
    ['0', 'statistics', 400],
    ['-5', 'timeline', 400],
    ['99999999999', 'statistics', 400],
    ['1.5', 'statistics', 400],
    [String(M.liverpoolEverton), 'lineups', 400],
    [String(M.liverpoolEverton), 'STATISTICS', 400],
    [String(M.liverpoolEverton), '%00', 400],
    ['999999', 'statistics', 404],
    [String(M.plWinner), 'statistics', 404],
  ])('%s/%s → %i in the catalogue shape', async (id, type, status) => {
    const res = await getJson(app, url(id, type))
    expect(res.status).toBe(status)
    expect(ErrorBody.safeParse(res.body).success).toBe(true)
  })

  it('answers a crowd from memory: new data shows only after the feed moves the match', async () => {
    const first = await getJson<MatchStatistics>(app, url(M.liverpoolEverton, 'statistics'))
    await app.testDb.db.update(schema.matchDetails).set({ detail: { counts: [{ corners: 9 }, {}], events: [] } })
    const again = await getJson<MatchStatistics>(app, url(M.liverpoolEverton, 'statistics'))
    expect(again.body).toEqual(first.body)
    app.matchStats.invalidate([M.liverpoolEverton])
    const fresh = await getJson<MatchStatistics>(app, url(M.liverpoolEverton, 'statistics'))
    expect(fresh.body.items.find((i) => i.key === 'corners')).toEqual({ key: 'corners', home: 9, away: 0 })
  })
})

describe('GET /matches/:id/video and /streams', () => {
  it('a match with video offers the labelled demo stand-in; one without points to the tracker', async () => {
    const withVideo = await getJson<MatchVideo>(app, url(M.liverpoolEverton, 'video'))
    expect(withVideo.status).toBe(200)
    expect(MatchVideo.parse(withVideo.body)).toMatchObject({ available: true, stream: { kind: 'demo' } })
    const without = await getJson<MatchVideo>(app, url(M.arsenalChelsea, 'video'))
    expect(without.body).toMatchObject({ available: false, stream: { kind: 'tracker', url: null } })
    const streams = await getJson<MatchStreams>(app, url(M.liverpoolEverton, 'streams'))
    expect(MatchStreams.parse(streams.body).data).toHaveLength(1)
    expect((await getJson<MatchStreams>(app, url(M.arsenalChelsea, 'streams'))).body.data).toEqual([])
  })

  it.each([
    ['abc', 'video', 400],
    ['0', 'streams', 400],
    ['99999999999', 'video', 400],
    ['999999', 'video', 404],
    ['999999', 'streams', 404],
  ])('%s/%s → %i in the catalogue shape', async (id, type, status) => {
    const res = await getJson(app, url(id, type))
    expect(res.status).toBe(status)
    expect(ErrorBody.safeParse(res.body).success).toBe(true)
  })
})
