import { PromoCodeResponse } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /bonuses/promo-code: issues the code's freebet (the bonus_issued event follows). */
export const redeemPromoCode = (code: string) =>
  apiSend('POST', '/bonuses/promo-code', PromoCodeResponse, { body: { code } })
