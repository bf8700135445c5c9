// The fast path of executePrepared reuses a statement's text and collects only its parameters: they
// must be exactly the ones drizzle's full build gives, in the same order, for the placement statements.
import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { decimalOdds, EUR, money } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { users } from '../../../db/schema.ts'
import { planDebit } from '../../wallet/index.ts'
import type { PricedBet } from '../validate-bets.ts'
import { placementStatement } from './placement-repository.ts'
import { collectParams } from './prepared.ts'

const dialect = new PgDialect()
const same = (s: SQL) => expect(collectParams(s)).toEqual(dialect.sqlToQuery(s).params)
const at = new Date('2026-11-21T10:00:00Z')

describe('collectParams', () => {
  it('gives drizzle its parameters for plain values, dates, nulls and array parameters', () => {
    same(sql`select ${1}::int, ${'a'}, ${null}, ${true}, ${at}, ${sql.param([1, 2, 3])}::int[]`)
  })

  it('walks nested statements and lists in order', () => {
    const inner = sql`x = ${7} and y = ${sql`${'deep'}`}`
    same(sql`with a as (${inner}) select ${[4, 5, 6]} from a where z = ${8}`)
  })

  it('matches the placing statement, with the debit, jackpot shares and idempotency record', () => {
    const selection = {
      input: { match_id: 7, market_id: 1, specifier: '', outcome_id: '1', odds: { value: 2.5 } },
      state: {
        matchUrnId: 'sr:match:7',
        matchName: 'A – B',
        sportKey: 'soccer',
        provider: 'feed',
        market: { name: '1X2' },
      },
      outcomeName: 'A',
      odds: decimalOdds(2.5),
    }
    const bet = (stake: number) =>
      ({
        index: 0,
        type: 'single',
        stake: money(stake, EUR),
        potentialWin: money(stake * 2.5, EUR),
        selections: [selection],
      }) as unknown as PricedBet
    const statement = placementStatement({
      userId: 42,
      bets: [
        { id: '1', bet: bet(150) },
        { id: '2', bet: bet(250) },
      ],
      meta: { deviceId: 'd', quick: false },
      now: at,
      debit: planDebit(
        42,
        EUR,
        [
          { amount: 150, ref: 'bet:1' },
          { amount: 250, ref: 'bet:2' },
        ],
        'bet_stake',
      ),
      jackpotShares: [{ levelId: 3, betId: '1', amount: 1 }],
      idempotency: { key: 'k', hash: 'h', status: 200, body: { balance: { value: 0 } } },
    })
    same(statement)
  })

  it('refuses what only the full build handles (columns, tables), so the caller falls back', () => {
    expect(collectParams(sql`select ${users.id} from ${users}`)).toBeNull()
    expect(collectParams(sql`select ${sql.placeholder('p')}`)).toBeNull()
  })
})
