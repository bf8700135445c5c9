// The payment widget's interface (`window.SPI`) and the wire shapes around it (constants: spi-constants.ts).
import { z } from '../zod.ts'
import { PlatformCurrency } from '../rest/platform/common.ts'
import { MoneyWire } from '../rest/platform/money.ts'
import { PAYMENT_STATUSES } from './spi-constants.ts'

export const PaymentStatus = z.enum(PAYMENT_STATUSES)
export type PaymentStatus = z.infer<typeof PaymentStatus>

/**
 * What the widget reports through `onResult`. The sportsbook parses it (the script is another
 * party's code): `amount` is what the player paid, or null when the widget does not say.
 */
export const SpiResult = z.object({ status: PaymentStatus, amount: MoneyWire.nullable() })
export type SpiResult = z.infer<typeof SpiResult>

export interface SpiMountOptions {
  /** Short-lived payment session from the platform (POST /api/platform/payments/widget-session). */
  readonly sessionToken: string
  /** Currency code of the player's active account. */
  readonly currency: string
  /** Amount to start with, in minor units of `currency` (quick deposit); the player may change it. */
  readonly amount?: number
  /** BCP 47 locale for the widget's own words and number formats. */
  readonly locale?: string
  /**
   * Where a provider that leaves the page (3-D Secure, a bank) sends the player back, adding
   * `payment_status=success|error|pending` (spec §2 payment return URLs; the sportsbook shows it).
   */
  readonly returnUrl?: string
  /** QA (spec §2 "test flag plus test status"): the provider answers with this status. */
  readonly testStatus?: PaymentStatus
  /** Called once per finished payment attempt. */
  readonly onResult: (result: SpiResult) => void
}

export interface SpiMounted {
  /** Removes everything the widget rendered and stops its work. */
  unmount(): void
}

/** `window.SPI` once /spi/main.js has run. `E` is the host element type (HTMLElement in a browser). */
export interface SpiWidget<E = unknown> {
  readonly version: number
  mount(element: E, options: SpiMountOptions): SpiMounted
}

/** POST /api/platform/payments/widget-session (signed-in player): the token the widget is given. */
export const SpiSession = z.object({ token: z.string().min(16).max(200), expires_at: z.string() })
export type SpiSession = z.infer<typeof SpiSession>

/** POST <platform origin>/spi/deposits: what the widget sends its provider (amount in minor units). */
export const SpiDepositRequest = z.object({
  token: z.string().min(16).max(200),
  /** The widget's id for this attempt: a retry with the same id never pays twice. */
  payment_id: z.uuid(),
  currency: PlatformCurrency,
  amount: z.number().int().positive().max(1e15),
  test_status: PaymentStatus.optional(),
})
export type SpiDepositRequest = z.infer<typeof SpiDepositRequest>

export const SpiDepositResponse = z.object({
  status: PaymentStatus,
  amount: MoneyWire,
  /** The balance after a successful deposit; absent otherwise. */
  balance: MoneyWire.optional(),
})
export type SpiDepositResponse = z.infer<typeof SpiDepositResponse>
