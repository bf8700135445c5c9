// Step 7 of the topology run: an api process killed (SIGKILL) while bets are in flight through both
// web servers. Each bet is accepted (200) or refused cleanly (an error status: the web's proxy answers
// 503 when its api is gone), or its connection drops without an answer; the bettor's app then sends
// it again with the same Idempotency-Key through the other web. In the end every key is one bet, and
// each player's balance and ledger are exact.
import assert from 'node:assert/strict'
import type pg from 'pg'
import type { Proc } from './cluster.ts'
import { betBody, DEPOSIT, insertMatch, place, seedPlayers } from './fixtures.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const STAKE = 100
const BETS_PER_PLAYER = 6

export async function killApiWithBetsInFlight(
  db: pg.Pool,
  webs: [Proc, Proc],
  victim: Proc,
): Promise<{ accepted: number; refused: number; dropped: number; acceptedByVictim: number }> {
  const players = await seedPlayers(db, 8, 'failover')
  const match = await insertMatch(db)
  const body = betBody(match, '1', STAKE, 2.1)
  const tally = { accepted: 0, refused: 0, dropped: 0, acceptedByVictim: 0 }
  let killed = false
  const send = async (web: Proc, p: (typeof players)[0], key: string) => {
    try {
      const res = await place(web.url, p, body, key)
      if (res.status !== 200) {
        tally.refused++
        // Refused cleanly: an error status with the contract's error body (the proxy's 503 included).
        assert.ok(res.status >= 500, `${key}: ${res.status}`)
        assert.equal(typeof (res.body as { error?: { code?: string } }).error?.code, 'string')
        return false
      }
      tally.accepted++
      if (web === webs[0] && !killed) {
        tally.acceptedByVictim++
        killed = true
        victim.child.kill('SIGKILL') // the first bet api-1 accepted: the others are on their way
      }
      return true
    } catch {
      tally.dropped++ // the connection closed with no answer: the outcome is unknown, send it again
      return false
    }
  }
  const jobs = players.flatMap((p, i) =>
    Array.from({ length: BETS_PER_PLAYER }, (_, n) => ({ p, key: `failover-${i}-${n}`, web: webs[n % 2]! })),
  )
  // The bets go out 5 ms apart; api-1 dies as it answers its first, with the rest in flight or to come.
  const outcomes = await Promise.all(jobs.map((j, i) => sleep(i * 5).then(() => send(j.web, j.p, j.key))))
  assert.ok(killed, 'api-1 accepted a bet before it was killed')
  assert.ok(tally.refused + tally.dropped > 0, 'some bets met the dead api')
  // The app's retry: the same key through the other web server.
  for (const [i, ok] of outcomes.entries()) {
    if (ok) continue
    const j = jobs[i]!
    const again = await place(webs[1].url, j.p, body, j.key)
    assert.equal(again.status, 200, `${j.key} again through web-2: ${JSON.stringify(again.body)}`)
  }
  const { rows } = await db.query(
    `select u.id, a.balance::int as balance,
      (select count(*)::int from bets b where b.user_id = u.id) as bets,
      (select coalesce(sum(amount), 0)::int from ledger_entries l where l.user_id = u.id) as ledger,
      (select count(*)::int from ledger_entries l where l.user_id = u.id) as entries
    from users u join accounts a on a.user_id = u.id where u.id = any($1)`,
    [players.map((p) => p.id)],
  )
  assert.equal(rows.length, players.length)
  for (const r of rows) {
    assert.equal(r.bets, BETS_PER_PLAYER, `player ${r.id}: one bet per key`)
    assert.equal(r.balance, DEPOSIT - BETS_PER_PLAYER * STAKE, `player ${r.id}: each stake taken once`)
    assert.equal(r.ledger, r.balance, `player ${r.id}: the ledger adds up to the balance`)
    assert.equal(r.entries, 1 + BETS_PER_PLAYER, `player ${r.id}: deposit and one entry per bet`)
  }
  return tally
}
