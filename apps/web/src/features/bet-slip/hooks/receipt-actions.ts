import type { ServerBet } from '@sportsbook/contract'
import { createContext, useContext, type ReactNode } from 'react'

/**
 * What the receipt offers on each placed bet besides Keep and Share, composed by the root route (a
 * feature never imports another): My Bets' auto cash-out rule (issue #30.1). None by default.
 */
export type ReceiptBetActions = (bet: ServerBet) => ReactNode

export const ReceiptActionsContext = createContext<ReceiptBetActions | undefined>(undefined)

export const useReceiptActions = (): ReceiptBetActions | undefined => useContext(ReceiptActionsContext)
