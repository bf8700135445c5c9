import { PLACE_BET_I18N } from '@sportsbook/domain'

/**
 * The error catalogue (spec §8). Every error the APIs return carries one of these codes;
 * `status` is the HTTP status and `key` the i18n message key the UI shows.
 */
export const ERRORS = {
  invalid_params: { status: 400, key: 'error.default' },
  /** A string holds a NUL character or an unpaired UTF-16 surrogate (text.ts): nothing can store it. */
  invalid_characters: { status: 400, key: 'error.default' },
  not_found: { status: 404, key: 'page.not_found.description' },
  method_not_allowed: { status: 405, key: 'error.default' },
  unauthorized: { status: 401, key: 'error.unauthorized' },
  forbidden: { status: 403, key: 'error.forbidden' },
  payload_too_large: { status: 413, key: 'error.default' },
  rate_limited: { status: 429, key: 'error.rate_limited' },
  internal_error: { status: 500, key: 'page.error.description' },
  service_unavailable: { status: 503, key: 'page.error.description' },
  // Platform API: accounts, sessions, wallet
  invalid_credentials: { status: 401, key: 'error.invalid_credentials' },
  unconfirmed_account: { status: 401, key: 'error.unconfirmed_account' },
  /**
   * A login with too many failed sign-ins in a row waits (Retry-After seconds), whether or not it names
   * an account; the unlock link sent to the account ends the wait at once. Never a lock for good.
   */
  sign_in_throttled: { status: 429, key: 'error.sign_in_throttled' },
  invalid_token: { status: 400, key: 'error.invalid_token' },
  blocked_country: { status: 403, key: 'error.blocked_country' },
  currency_not_supported: { status: 422, key: 'error.currency_not_supported' },
  phone_code_invalid: { status: 422, key: 'error.phone_code_invalid' },
  sms_limit_reached: { status: 429, key: 'error.sms_limit_reached' },
  resend_too_soon: { status: 429, key: 'error.resend_too_soon' },
  csrf_failed: { status: 403, key: 'error.csrf_failed' },
  insufficient_balance: { status: 422, key: 'error.insufficient_balance' },
  // Sportsbook betting API: placement (spec §8 numeric codes travel in errors_by_bet), cash-out, share
  invalid_odds: { status: 400, key: PLACE_BET_I18N.invalidOdds },
  invalid_odds_custom_bet: { status: 400, key: PLACE_BET_I18N.invalidOddsCustomBet },
  pve_player_bet_forbidden: { status: 403, key: PLACE_BET_I18N.pveForbidden },
  selection_unavailable: { status: 400, key: 'betslip.problem.selection_unavailable' },
  bet_not_allowed: { status: 400, key: 'error.place_bets.default' },
  stake_too_low: { status: 400, key: 'betslip.problem.stake_below_minimum' },
  stake_too_high: { status: 400, key: 'betslip.problem.stake_above_maximum' },
  // A system's total stake that its lines cannot share to the minor unit: it would keep money no line
  // plays (issue #27, docs/decisions/013-system-stake-per-line.md); the stake is typed per line.
  stake_not_whole_lines: { status: 400, key: 'betslip.problem.stake_not_whole_lines' },
  max_payout_exceeded: { status: 400, key: 'betslip.problem.potential_return_above_maximum' },
  potential_win_too_low: { status: 400, key: 'error.potential_win.equal_or_less' },
  place_bets_failed: { status: 400, key: 'error.place_bets.default' },
  idempotency_key_reused: { status: 409, key: 'error.default' },
  cashout_unavailable: { status: 400, key: 'bets.cashout.unavailable' },
  cashout_offer_changed: { status: 409, key: 'bets.cashout.offer_changed' },
  // Auto cash-out and alert rules (issue #30, ADR 029): a threshold at or below the offer now (it would
  // fire at once) or above the bet's potential win (the offer never reaches it); a partial amount not
  // below the threshold, or on a notify rule. A bet without cash-out (bonus, custom, settled) is
  // cashout_unavailable.
  cashout_rule_threshold_too_low: { status: 400, key: 'bets.cashout_rule.threshold_too_low' },
  cashout_rule_threshold_too_high: { status: 400, key: 'bets.cashout_rule.threshold_too_high' },
  cashout_rule_amount_invalid: { status: 400, key: 'bets.cashout_rule.amount_invalid' },
  // Edit bet (issue #30.2, ADR 030): the bet cannot be edited now (closed, no cash-out offer, a system,
  // bet builder or promoted bet), no unresolved leg would remain, the new stake (cash-out value + Δ)
  // would be below the minimum, or the changes name legs that are not there.
  bet_edit_unavailable: { status: 400, key: 'editBet.error.unavailable' },
  bet_edit_no_open_leg: { status: 400, key: 'editBet.error.no_open_leg' },
  bet_edit_stake_too_low: { status: 400, key: 'editBet.error.stake_too_low' },
  bet_edit_invalid: { status: 400, key: 'editBet.error.invalid' },
  share_code_not_found: { status: 404, key: 'betslip.share.link_not_found' },
  // Favourites: a player keeps at most FAVOURITES_MAX_PER_TYPE of each type (docs/constants.md).
  favourites_limit_reached: { status: 422, key: 'favourites.error.limit' },
  // A Brazilian player's municipality (IBGE code) is missing or unknown: bet code 118. 422 like
  // insufficient_balance: the request is well formed, the account cannot bet until the profile is fixed.
  municipality_not_found: { status: 422, key: PLACE_BET_I18N.municipalityNotFound },
  // Custom bets (POST /bets/custom/odds): a selection is not offered for a custom bet now (ineligible
  // market, suspended, another match, match neither prematch nor live), or the selections cannot all win.
  custom_bet_unavailable: { status: 400, key: 'error.custom_bet.unavailable' },
  custom_bet_incompatible: { status: 422, key: 'error.custom_bet.incompatible' },
  // Image proxy (spec §9): a source outside the allow-list (our own assets and IMAGE_SOURCE_ORIGINS),
  // one over the size or pixel cap, one that is not a readable image, and an origin that failed.
  image_source_not_allowed: { status: 403, key: 'error.default' },
  image_too_large: { status: 422, key: 'error.default' },
  image_unreadable: { status: 422, key: 'error.default' },
  image_source_unavailable: { status: 502, key: 'error.default' },
  // Safer gambling (modules/limits): a bet or deposit over a limit names the limit and what remains
  // (`limit` in the body); self-exclusion and cooling-off refuse sign-in and bets; a session or activity
  // limit reached ends play ('User is out of limit'); a loosening waits its cooling period.
  bet_limit_exceeded: { status: 403, key: 'limits.error.bet' },
  wager_limit_exceeded: { status: 403, key: 'limits.error.wager' },
  loss_limit_exceeded: { status: 403, key: 'limits.error.loss' },
  deposit_limit_exceeded: { status: 403, key: 'limits.error.deposit' },
  self_excluded: { status: 403, key: 'limits.error.self_excluded' },
  session_limit_reached: { status: 403, key: 'limits.error.session_limit' },
  out_of_limit: { status: 403, key: 'limits.error.out_of_limit' },
  limit_cooling_period: { status: 409, key: 'limits.error.cooling_period' },
  limit_not_removable: { status: 403, key: 'limits.error.not_removable' },
  // Bonuses (issue #13): a promo code nobody issued, one the player already redeemed (or used up),
  // one past its date; a bonus that is not the player's; one used, expired or not activated (also the
  // loser of two placements racing for one freebet); a bet that does not meet the bonus's conditions.
  promo_code_invalid: { status: 404, key: 'bonus.error.promo_code_invalid' },
  promo_code_used: { status: 409, key: 'bonus.error.promo_code_used' },
  promo_code_expired: { status: 410, key: 'bonus.error.promo_code_expired' },
  bonus_not_found: { status: 404, key: 'bonus.error.not_found' },
  bonus_not_available: { status: 409, key: 'bonus.error.not_available' },
  bonus_not_applicable: { status: 400, key: 'bonus.error.not_applicable' },
  // Price boosts (issue #30.5, ADR 033): a stake above what the customer may still stake at a
  // boosted price (refused whole, never split).
  price_boost_max_stake: { status: 400, key: 'boosts.error.max_stake' },
  // Jackpots (issue #13): an id that names no jackpot or no hit of the player.
  jackpot_not_found: { status: 404, key: 'jackpot.error.not_found' },
  // Match centre (issue 19): a vote on a match that ended; a chat message too long, empty once
  // normalised, or one too many in the rate window.
  vote_closed: { status: 409, key: 'vote.error.closed' },
  chat_message_too_long: { status: 422, key: 'chat.error.too_long' },
  chat_message_empty: { status: 422, key: 'chat.error.empty' },
  chat_rate_limited: { status: 429, key: 'chat.error.rate_limited' },
  // Statements (issue #30.7, ADR 035): a period that is not one (a day that is not a date, an unknown
  // time zone, `to` before `from`), or longer than STATEMENT_MAX_MONTHS.
  statement_period_invalid: { status: 400, key: 'statements.error.period' },
  statement_period_too_long: { status: 400, key: 'statements.error.too_long' },
} as const satisfies Record<string, { status: number; key: string }>

export type ErrorCode = keyof typeof ERRORS

export const errorCodes = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]
