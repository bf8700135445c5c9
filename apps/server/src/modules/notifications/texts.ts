// English title and body of each kind, for API clients that do not render from the payload (the web
// app renders its own, in the player's language, from `type` and `payload`).
import { toMoney, type BetMoney, type Notification } from '@sportsbook/contract'
import { formatMoney } from '@sportsbook/domain'

/** Money in the English texts, as the web shows it ("€12.50"): the domain's one formatter. */
const amount = (m: BetMoney | undefined) => (m ? formatMoney(toMoney(m), 'en') : '')

type Texts = Pick<Notification, 'title' | 'body'>

export function textsOf(n: Notification): Texts {
  switch (n.type) {
    case 'bet_settled': {
      const { outcome, amount: paid, bet_id } = n.payload
      if (n.payload.early_payout)
        return { title: 'Your bet was paid early', body: `Bet ${bet_id} was paid early: ${amount(paid)}.` }
      if (outcome === 'won') return { title: 'Bet won', body: `Bet ${bet_id} won ${amount(paid)}.` }
      if (outcome === 'void')
        return { title: 'Bet void', body: `Bet ${bet_id} is void: ${amount(paid)} returned.` }
      return { title: 'Bet lost', body: `Bet ${bet_id} lost.` }
    }
    case 'cashout_done':
      return {
        title: n.payload.auto ? 'Auto cash-out done' : 'Cash-out done',
        body: `${amount(n.payload.amount)} cashed out from bet ${n.payload.bet_id}${n.payload.auto ? ' by your auto cash-out rule' : ''}.`,
      }
    case 'cashout_alert':
      return {
        title: 'Cash-out alert',
        body: `The cash-out offer on bet ${n.payload.bet_id} reached ${amount(n.payload.threshold)}: it is ${amount(n.payload.offer)} now.`,
      }
    case 'leg_paid_early':
      return {
        title: 'A leg of your bet was paid early',
        body: `${n.payload.match_name} counts as won on bet ${n.payload.bet_id} (${n.payload.home}–${n.payload.away}); the other legs keep running.`,
      }
    case 'deposit_credited':
      return { title: 'Deposit received', body: `${amount(n.payload.amount)} added to your balance.` }
    case 'bonus_issued':
      return {
        title: 'Bonus issued',
        body: [n.payload.name, amount(n.payload.amount)].filter(Boolean).join(' '),
      }
    case 'limit_reached':
      return { title: 'Limit reached', body: `Your ${n.payload.limit_type} limit is reached.` }
    case 'jackpot_hit':
      return {
        title: 'Jackpot won',
        body: `Your bet dropped the ${n.payload.level_name} of ${n.payload.jackpot_name}: ${amount(n.payload.amount)} added to your balance.`,
      }
  }
}
