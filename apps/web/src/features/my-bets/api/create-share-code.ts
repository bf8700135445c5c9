import { ShareCodeResponse, type ServerBet } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /bets/share-code: a code and link for the bet's selections (never its stake); a custom bet stays one. */
export const createShareCode = (bet: ServerBet) =>
  apiSend('POST', '/bets/share-code', ShareCodeResponse, {
    body: {
      bets: [
        {
          selections: bet.selections.map((s) => ({
            match_id: s.match_id,
            market_id: s.market_id,
            specifier: s.specifier,
            outcome_id: s.outcome_id,
          })),
          ...(bet.system ? { system_id: bet.system.id } : {}),
          ...(bet.type === 'custom_bet' ? { custom: true } : {}),
        },
      ],
    },
  })
