import { ShareCodeResponse, type ServerBet } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/**
 * POST /bets/share-code: a code and link for placed bets' selections (never their stakes), each bet
 * as it was placed (a system keeps its type, a custom bet stays one). My Bets shares one bet; the
 * slip's receipt shares what was just placed.
 */
export const createShareCode = (bets: readonly ServerBet[]) =>
  apiSend('POST', '/bets/share-code', ShareCodeResponse, {
    body: {
      bets: bets.map((bet) => ({
        selections: bet.selections.map((s) => ({
          match_id: s.match_id,
          market_id: s.market_id,
          specifier: s.specifier,
          outcome_id: s.outcome_id,
        })),
        ...(bet.system ? { system_id: bet.system.id } : {}),
        ...(bet.type === 'custom_bet' ? { custom: true } : {}),
      })),
    },
  })
