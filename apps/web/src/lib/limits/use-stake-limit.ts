import type { Ticket, TicketSummary } from '@sportsbook/domain'
import { useSession } from '~/lib/session/use-session.ts'
import { breachedAllowance, stakeAllowances, type StakeAllowance } from './stake-allowance.ts'
import { useUserLimits } from './user-limits.ts'

export interface StakeLimit {
  /** The tightest stake limit in force (shown beside the stake), if any. */
  allowance: StakeAllowance | undefined
  /** The limit this ticket would pass: Place is disabled and says so. */
  breach: StakeAllowance | undefined
}

/** The slip's view of the player's bet, wager and loss limits for the ticket as it is. */
export function useStakeLimit(ticket: Ticket, summary: TicketSummary): StakeLimit {
  const session = useSession()
  const signedIn = session.status === 'logged_in'
  const limits = useUserLimits(signedIn).data ?? []
  if (!signedIn || limits.length === 0) return { allowance: undefined, breach: undefined }
  const all = stakeAllowances(limits, ticket.currency)
  const largest = Math.max(0, ...ticket.bets.map((b) => b.stake.amount))
  return { allowance: all[0], breach: breachedAllowance(all, summary.totalStake.amount, largest) }
}
