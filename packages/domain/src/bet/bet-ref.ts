/**
 * A bet's short public reference: its id in base 36 ("SB-00000B"), so support can read it over the
 * phone. The server's wire `ref`, and what My Bets shows for a bet it knows only by id (an edit's link).
 */
export const betRef = (id: string): string => `SB-${BigInt(id).toString(36).toUpperCase().padStart(6, '0')}`
