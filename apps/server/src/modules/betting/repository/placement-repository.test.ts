// The placing statement's parameters, collected by the prepared fast path (db/prepared.ts), are exactly
// the ones drizzle's full build gives, in the same order.
import { PgDialect } from 'drizzle-orm/pg-core'
import { type SQL } from 'drizzle-orm'
import { decimalOdds, EUR, money } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { collectParams } from '../../../db/prepared.ts'
import { planDebit } from '../../wallet/index.ts'
import type { PricedBet } from '../validate-bets.ts'
import { placementStatement } from './placement-repository.ts'

const dialect = new PgDialect()
const same = (s: SQL) => expect(collectParams(s)).toEqual(dialect.sqlToQuery(s).params)
const at = new Date('2026-11-21T10:00:00Z')

describe('the placing statement', () => {
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
      jackpotShares: [{ jackpotId: 2, levelId: 3, betId: '1', amount: 1 }],
      idempotency: { key: 'k', hash: 'h', status: 200, body: { balance: { value: 0 } } },
    })
    same(statement)
  })
})
