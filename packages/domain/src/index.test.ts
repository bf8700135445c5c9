import { describe, expect, it } from 'vitest'
import * as domain from './index.ts'

// The public surface as the web store and the server use it: no adapter beyond a store binding.
describe('the public entry', () => {
  it('runs a slip from empty to placed through the facade alone', () => {
    const ctx: domain.SlipContext = {
      multiSingleAvailableByProvider: { betradar: true },
      oddinEnabled: false,
      customBetEnabled: false,
      acceptedOddsPolicy: 'higher',
    }
    let ticket = domain.emptyTicket(domain.EUR)
    const dispatch = (action: domain.TicketAction) => (ticket = domain.ticketReducer(ticket, action, ctx))
    dispatch({
      type: 'toggleOutcome',
      selection: {
        outcomeId: domain.outcomeKey(1, 1, '', 7),
        matchId: domain.matchId(1),
        provider: 'betradar',
        market: { marketId: domain.marketId(1), marketName: '1x2', specifier: '' },
        outcomeName: 'Home',
        active: true,
        odds: domain.decimalOdds(1.85),
        matchStatus: domain.MATCH_STATUS.LIVE,
      },
    })
    dispatch({ type: 'setStake', key: 'single:1|1||7', stake: domain.fromMajor('10', domain.EUR, 'down') })
    expect(domain.ticketProblems(ticket, ctx)).toEqual([])
    expect(domain.ticketSummary(ticket).totalPotentialWin).toEqual(domain.money(1850, domain.EUR))
    expect(domain.formatOddsPlain(ticket.bets[0]!.selections[0]!.odds, 'british')).toBe('5/6')
    dispatch({ type: 'placeStarted' })
    dispatch({
      type: 'placeSucceeded',
      placed: [{ key: 'single:1|1||7', betId: 'b1', status: 'submitted', isVip: false }],
    })
    expect(ticket.ticketState).toBe('success')
  })

  it('ids are validated strings', () => {
    expect(domain.outcomeId(7)).toBe('7')
    expect(() => domain.matchId('')).toThrow(RangeError)
  })

  it('a currency change keeps a points bonus and drops a freebet', () => {
    const { EUR, USD } = domain
    const base = domain.emptyTicket(EUR)
    const bet = (bonus: domain.BetBonus): domain.Bet => ({
      key: 'combo',
      betType: 'combo',
      stake: domain.money(500, EUR),
      stakeSource: 'sharing',
      selections: [],
      bonus,
    })
    const hunting = bet({ id: domain.bonusId('h'), type: 'hunting' })
    const freebet = bet({ id: domain.bonusId('f'), type: 'freebet_all_win', amount: domain.money(500, EUR) })
    const t = domain.changeCurrency({ ...base, bets: [hunting, freebet] }, USD)
    expect(t.bets.map((b) => b.bonus?.type)).toEqual(['hunting', undefined])
  })

  it('a custom bet without quoted odds is summarised from its selections', () => {
    const t = domain.ticketReducer(
      domain.emptyTicket(domain.EUR),
      {
        type: 'toggleOutcome',
        custom: true,
        selection: {
          outcomeId: domain.outcomeKey('m', 2, 'total=2.5', 'x'),
          matchId: domain.matchId('m'),
          provider: 'betradar',
          market: { marketId: domain.marketId(2), marketName: 'Total', specifier: 'total=2.5' },
          outcomeName: 'Over',
          active: true,
          odds: domain.decimalOdds(2),
          matchStatus: 0,
        },
      },
      {
        multiSingleAvailableByProvider: {},
        oddinEnabled: false,
        customBetEnabled: true,
        acceptedOddsPolicy: 'none',
      },
    )
    expect(domain.betSummary(t.bets[0]!).totalOdds).toBe(2)
  })
})
