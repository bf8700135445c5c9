// Lucky bonuses and other promotions (ADR 036-lucky-bonuses): a named multiple placed with a freebet
// takes no Lucky terms (its stake is not the player's; one promotion per bet), the same bet in cash does.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setLuckyBonusTerms } from '../../src/modules/bonuses/index.ts'
import { body, newPlayer, place } from '../betting/helpers.ts'
import { buildBonuses, redeem } from './helpers.ts'
import { FOUR } from './lucky-helpers.ts'

const app = await buildBonuses()
const db = app.testDb.db
const trixie = FOUR.slice(0, 3)

describe('Lucky bonuses beside other promotions', () => {
  it('a Trixie on a €5 freebet takes no Lucky terms; in cash it does', async () => {
    const terms = { base: 'winnings', bets: [{ system_id: 'trixie', all_winners_percent: 10 }] }
    await setLuckyBonusTerms(db, terms, app.clock.now())
    const p = await newPlayer(app)
    const fb = (await redeem(p, 'FREEBET5')).json().bonus
    const free = await place(p, {
      ...body([{ stake: 500, selections: trixie, system_id: 'trixie' }], 'system'),
      bets: [
        {
          stake: { value: 500, currency: 'EUR' },
          selections: trixie,
          system_id: 'trixie',
          bonus: { id: fb.id, type: fb.type },
        },
      ],
    })
    expect(free.statusCode).toBe(200)
    expect(free.json().data[0]).toMatchObject({ bonus: { type: 'freebet' } })
    expect(free.json().data[0].lucky).toBeUndefined()
    const cash = await place(p, body([{ stake: 500, selections: trixie, system_id: 'trixie' }], 'system'))
    expect(cash.json().data[0].lucky).toEqual({ base: 'winnings', all_winners_percent: 10, state: 'open' })
    const { rows } = await db.execute(sql`select bet_id::text from bet_lucky_bonuses where user_id = ${p.id}`)
    expect(rows).toEqual([{ bet_id: cash.json().data[0].id }])
  })
})
