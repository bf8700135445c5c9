import { SPI_SCRIPT_PATH, type PaymentStatus } from '@sportsbook/contract'
import type { PublicEnv } from '~/config/public-env.ts'
import { resolveDeposit } from './payment-links.ts'

type PaymentEnv = Pick<
  PublicEnv,
  'platformOrigin' | 'iframeDeposit' | 'quickDeposit' | 'paymentTest' | 'paymentTestStatus'
>

/** The platform's payment widget script (spec §7 /spi/main.js), or null without a platform origin. */
export const widgetScriptUrl = (env: Pick<PublicEnv, 'platformOrigin'>): string | null =>
  env.platformOrigin ? `${env.platformOrigin}${SPI_SCRIPT_PATH}` : null

/** Spec §6 "test flag plus test status": the status QA asks the widget to answer, or null. */
export const widgetTestStatus = (env: PaymentEnv): PaymentStatus | null =>
  env.paymentTest ? env.paymentTestStatus : null

/** Spec §2 iframe deposit: on by feature flag, and only where a platform serves the widget. */
export const iframeDepositOn = (env: PaymentEnv): boolean => env.iframeDeposit && env.platformOrigin !== null

/**
 * Spec §6: quick deposit by feature flag (the deployment's PUBLIC_QUICK_DEPOSIT or the brand's
 * quick_deposit), or by the test flag plus a test status; needs the widget too.
 */
export const quickDepositOn = (env: PaymentEnv, brandFlag = false): boolean =>
  env.platformOrigin !== null && (env.quickDeposit || brandFlag || widgetTestStatus(env) !== null)

/** Where a Deposit action goes: a dialog, the operator's cashier page, or nowhere (no cashier). */
export type DepositRoute =
  | { readonly kind: 'modal'; readonly name: 'quick-deposit' | 'iframe-deposit' | 'deposit' }
  | { readonly kind: 'link'; readonly url: string }
  | { readonly kind: 'none' }

/**
 * One answer for the header and the slip: from a slip short of balance the quick deposit when on,
 * else the widget's deposit when on, else the cashier for this host (`resolveDeposit`: the mirror's
 * page, the casino's, the development deposit where it is served, or none in production without one).
 */
export function depositRoute(
  env: PaymentEnv & Pick<PublicEnv, 'depositUrls' | 'devDeposit'>,
  from: 'header' | 'slip',
  host: string,
  brandQuickDeposit = false,
): DepositRoute {
  if (from === 'slip' && quickDepositOn(env, brandQuickDeposit))
    return { kind: 'modal', name: 'quick-deposit' }
  if (iframeDepositOn(env)) return { kind: 'modal', name: 'iframe-deposit' }
  const target = resolveDeposit(env, host)
  if (target.kind === 'dev-modal') return { kind: 'modal', name: 'deposit' }
  return target
}
