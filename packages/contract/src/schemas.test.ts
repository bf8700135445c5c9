// The wire schemas as both apps rely on them: good bodies and events parse, bad ones are refused.
import { describe, expect, it } from 'vitest'
import {
  ErrorBody,
  PlaceBetsErrorBody,
  PlaceBetsRequest,
  RealtimeEvent,
  chatChannel,
  matchChannel,
  parseChannel,
  privateChannel,
  playerChannel,
  publicChannel,
  type Market,
} from './index.ts'

/** A deep copy of plain JSON (the package has no DOM or Node types). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

const body = {
  meta: { device_id: 'web-1', type: 'combo' },
  bets: [
    {
      stake: { value: 500, currency: 'EUR' },
      selections: [
        { match_id: 7, market_id: 1, outcome_id: '1', odds: 1.85 },
        { match_id: 8, market_id: 18, specifier: 'total=2.5', outcome_id: '12', odds: 2.1 },
      ],
    },
  ],
}

const market: Market = {
  match_urn_id: 'sr:match:7',
  id: 1,
  name: '1x2',
  status: 1,
  specifier: '',
  outcomes: [{ id: '1', name: 'Home', active: true, odds: 1.85 }],
  market_groups: ['main'],
  priority: 1,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
}

describe('POST /bets body', () => {
  it('parses a good body and fills the defaults (quick off, no specifier)', () => {
    const parsed = PlaceBetsRequest.parse(body)
    expect(parsed.meta.quick).toBe(false)
    expect(parsed.bets[0]?.selections[0]?.specifier).toBe('')
  })

  it.each([
    ['odds of 1 or less', { odds: 1 }],
    ['a fractional match id', { match_id: 7.5 }],
    ['a negative market id', { market_id: -1 }],
    ['an empty outcome id', { outcome_id: '' }],
  ])('refuses a selection with %s', (_, patch) => {
    const bad = copy(body)
    Object.assign(bad.bets[0]!.selections[0]!, patch)
    expect(PlaceBetsRequest.safeParse(bad).success).toBe(false)
  })

  it.each([
    ['a stake of 0', { stake: { value: 0, currency: 'EUR' } }],
    ['a stake in fractions of a minor unit', { stake: { value: 1.5, currency: 'EUR' } }],
    ['a lower-case currency', { stake: { value: 100, currency: 'eur' } }],
    ['a system id that is not "k/n"', { system_id: 'two of three' }],
    ['no selections', { selections: [] }],
  ])('refuses a bet with %s', (_, patch) => {
    const bad = copy(body)
    Object.assign(bad.bets[0]!, patch)
    expect(PlaceBetsRequest.safeParse(bad).success).toBe(false)
  })

  it('refuses an unknown ticket kind and a body without bets', () => {
    expect(PlaceBetsRequest.safeParse({ ...body, meta: { ...body.meta, type: 'parlay' } }).success).toBe(
      false,
    )
    expect(PlaceBetsRequest.safeParse({ ...body, bets: [] }).success).toBe(false)
  })
})

describe('error bodies', () => {
  it('take only catalogue codes (spec §8)', () => {
    expect(ErrorBody.safeParse({ error: { code: 'invalid_params', message: 'x' } }).success).toBe(true)
    expect(ErrorBody.safeParse({ error: { code: 'oops', message: 'x' } }).success).toBe(false)
  })

  it('carry per-bet errors of a refused placement with the selections current state', () => {
    const refused = {
      error: {
        code: 'invalid_odds',
        message: 'The odds have changed',
        bet_code: 101,
        errors_by_bet: [
          {
            index: 0,
            code: 101,
            error_code: 'invalid_odds',
            message: 'The odds have changed',
            localized_message: 'The odds have changed',
            selections: [
              { match_id: 7, market_id: 1, specifier: '', outcome_id: '1', odds: 1.9, active: true },
            ],
          },
        ],
      },
    }
    expect(PlaceBetsErrorBody.parse(refused).error.errors_by_bet?.[0]?.selections?.[0]?.odds).toBe(1.9)
    const negative = copy(refused)
    negative.error.errors_by_bet[0]!.index = -1
    expect(PlaceBetsErrorBody.safeParse(negative).success).toBe(false)
  })
})

describe('realtime events', () => {
  it('parse each published shape by its type', () => {
    const markets = RealtimeEvent.parse({ type: 'markets_changed', match_id: 7, markets: [market] })
    expect(markets.type === 'markets_changed' && markets.markets[0]?.outcomes[0]?.odds).toBe(1.85)
    const provider = RealtimeEvent.parse({
      type: 'provider_status_changed',
      provider: 'oddin',
      active: false,
    })
    expect(provider).toEqual({ type: 'provider_status_changed', provider: 'oddin', active: false })
    const balance = { type: 'balance_changed', balance: { value: 1000, currency: 'EUR', subunits: 2 } }
    expect(RealtimeEvent.parse(balance)).toEqual(balance)
    const pool = { type: 'tournament_pool_changed', tournament_id: 'c7', pool: balance.balance }
    expect(RealtimeEvent.parse(pool)).toEqual(pool)
    expect(RealtimeEvent.safeParse({ type: 'tournament_pool_changed', id: 'n1' }).success).toBe(false)
    const counters = { type: 'unread_counters_changed', counters: { notifications: 3 } }
    expect(RealtimeEvent.parse(counters)).toEqual(counters)
    const eur = { value: 500, currency: 'EUR', subunits: 2 }
    const notification = {
      type: 'notification',
      notification: {
        id: 1,
        type: 'cashout_done',
        object_type: 'bet',
        object_id: '9',
        title: 'Cash-out done',
        body: 'EUR 5.00',
        caption: null,
        read: false,
        created_at: '2026-01-01T00:00:00.000Z',
        payload: { bet_id: '9', amount: eur, full: true },
      },
    }
    expect(RealtimeEvent.parse(notification)).toEqual(notification)
    expect(() => RealtimeEvent.parse({ type: 'notification', notification: { id: 1 } })).toThrow()
  })

  it('refuse unknown types and malformed payloads', () => {
    for (const bad of [
      { type: 'odds_exploded' },
      { type: 'markets_changed', match_id: '7', markets: [] },
      { type: 'markets_changed', match_id: 7, markets: [{ ...market, status: 5 }] },
      { type: 'provider_status_changed', provider: 'betconstruct', active: true },
      { type: 'balance_changed', balance: { value: 10.5, currency: 'EUR', subunits: 2 } },
      { type: 'match_changed' },
      null,
    ]) {
      expect(RealtimeEvent.safeParse(bad).success).toBe(false)
    }
  })

  it('channel names round-trip and refuse separators inside a segment', () => {
    expect(parseChannel(publicChannel('en'))).toEqual({ kind: 'public', locale: 'en' })
    expect(parseChannel(matchChannel('ar', 7))).toEqual({ kind: 'match', locale: 'ar', matchId: 7 })
    expect(parseChannel(privateChannel('en', 'u1'))).toEqual({ kind: 'private', locale: 'en', userId: 'u1' })
    // The player's channel: their language, or English when it cannot be a channel segment.
    expect(playerChannel('de', 7)).toBe('$private:de:7')
    expect(playerChannel('pt:BR', 7)).toBe('$private:en:7')
    expect(playerChannel(undefined, 7)).toBe('$private:en:7')
    expect(() => publicChannel('en:x')).toThrow()
    expect(parseChannel('nonsense')).toBeNull()
    expect(parseChannel(chatChannel(42))).toEqual({ kind: 'chat', matchId: 42 })
    expect(parseChannel('chat:0')).toBeNull()
    expect(parseChannel('chat:en:1')).toBeNull()
  })
})
