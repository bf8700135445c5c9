// The catalog's operator choices; each is recorded in docs/constants.md.
import { EARLY_PAYOUT_DEFAULTS, type EarlyPayoutConfig } from '@sportsbook/domain'

/**
 * The operator's early-payout ("2UP") offers by sport (ADR 031): automatic for every pre-match bet on
 * the main result market's home or away side, at the domain's default leads (soccer 2 goals, ice
 * hockey 3, basketball 20 points). Matches show it (`early_payout`), betting pays by it; `{}` turns the
 * promotion off.
 */
export const EARLY_PAYOUT_OFFERS: EarlyPayoutConfig = EARLY_PAYOUT_DEFAULTS
