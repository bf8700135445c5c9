// Values the spec leaves "not shown" (§5, §9). Each is a chosen default, named once here and
// recorded in docs/; operators may override the ones passed through the slip context.

/** Maximum payout of a bet in major units of its currency (§5 "System payout is capped"). */
export const MAX_PAYOUT_MAJOR = 100_000

/** Bonus odds multiplier sent with a lootbox bonus (§5 "fixed default odds constant"): chests, not a boost. */
export const LOOTBOX_BONUS_ODDS = 1

/** Most selections in a system bet: C(12, 6) = 924 lines keeps summaries cheap on every keystroke. */
export const MAX_SYSTEM_SELECTIONS = 12

/** Most selections on one ticket (combo or singles). */
export const MAX_TICKET_SELECTIONS = 30
