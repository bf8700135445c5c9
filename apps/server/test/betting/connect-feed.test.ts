import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { connectFeedToBetting } from '../../src/modules/betting/connect-feed.ts'
import type { Feed, FeedChange } from '../../src/modules/feed/types.ts'
import { IDS } from '../helpers/fixtures.ts'
import { body, buildBetting, newPlayer, pick, place } from './helpers.ts'

const app = await buildBetting()

/** The part of the feed betting listens to. */
function fakeFeed() {
  const listeners: ((c: FeedChange[]) => void)[] = []
  const feed = {
    onChange: (l: (c: FeedChange[]) => void) => {
      listeners.push(l)
      return () => undefined
    },
  } as unknown as Feed
  return { feed, emit: (c: FeedChange[]) => listeners.forEach((l) => l(c)) }
}

it('settles bets when the feed finishes their match', async () => {
  const { feed, emit } = fakeFeed()
  connectFeedToBetting(app, feed)
  const p = await newPlayer(app)
  const res = await place(
    p,
    body([{ stake: 1000, selections: [pick(IDS.matches.arsenalChelsea, 1, '1', 2.1)] }]),
  )
  expect(res.statusCode).toBe(200)
  await app.testDb.db.execute(sql`update markets set status = -3, result = '{"1":"win","2":"lose","3":"lose"}'
    where match_id = ${IDS.matches.arsenalChelsea} and market_id = 1`)
  await app.testDb.db.execute(sql`update matches set status = 4 where id = ${IDS.matches.arsenalChelsea}`)
  emit([{ type: 'match_status_changed', matchId: IDS.matches.arsenalChelsea, status: 4 }])
  await expect.poll(async () => (await p.balance()).amount).toBe(100_000 - 1000 + 2100)
})
