import { SpiSession } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/**
 * POST /payments/widget-session: a short-lived payment session the platform's widget pays with
 * (spec §7 /spi/main.js); the reference backend issues it with its development widget.
 */
export const widgetSession = () =>
  apiSend('POST', '/payments/widget-session', SpiSession, { api: 'platform' })
