/**
 * @sportsbook/domain — the sportsbook rules shared by web and server.
 * Pure TypeScript: no I/O, no framework, no clock; time, ids and settings are passed in.
 * This file is the only public surface: import from '@sportsbook/domain', never from its files.
 */

// Odds: decimal odds as the branded unit, the 7 display formats of spec §3
export {
  decimalOdds,
  tryDecimalOdds,
  multiplyOdds,
  scaledOdds,
  scaleOdds,
  unscaleOdds,
  ODDS_SCALE,
  INVALID_ODDS,
} from './odds/decimal-odds.ts'
export type { DecimalOdds } from './odds/decimal-odds.ts'
export { ODDS_FORMATS, isOddsFormat } from './odds/odds-format.ts'
export type { OddsFormat } from './odds/odds-format.ts'
export { FRACTIONAL_LADDER, isEvens, toFractional } from './odds/fractional.ts'
export type { Fraction } from './odds/fractional.ts'
export {
  toAmerican,
  fromAmerican,
  toHongKong,
  fromHongKong,
  toIndonesian,
  fromIndonesian,
  toMalaysian,
  fromMalaysian,
  toPercent,
  fromPercent,
  fromFractional,
} from './odds/convert.ts'
export { toOddsFormat, fromOddsParts, formatOddsPlain } from './odds/to-odds-format.ts'
export type { OddsParts } from './odds/to-odds-format.ts'

// Matches and markets: statuses, sort (§9) and live-update merges (§4)
export { MATCH_STATUS, BETTABLE_MATCH_STATUSES, isMatchBettable, isMatchLive } from './match/match-status.ts'
export type { MatchStatus } from './match/match-status.ts'
export { isVoteOpen, voteShares } from './match/vote-share.ts'
export { CHAT_MAX_LENGTH, chatTextLength, normaliseChatText } from './text/chat-text.ts'
export { MARKET_STATUS, isMarketOpen, isMarketSuspended } from './market/market-status.ts'
export type { MarketStatus } from './market/market-status.ts'
export { sortMarkets, compareMarkets } from './market/sort-markets.ts'
export type { SortableMarket } from './market/sort-markets.ts'
export { mergeMarkets, mergeMarket } from './market/merge-markets.ts'
export { marketKey, matchMarketKey, outcomeKey, outcomeKeyParts } from './market/keys.ts'
export type { MarketKey, MatchMarketKey, OutcomeKey, OutcomeKeyParts } from './market/keys.ts'
export type { MergeableMarket } from './market/merge-markets.ts'
export { mergeMatch } from './market/merge-match.ts'
export { shareUnchanged } from './market/share-unchanged.ts'

// Money: integer minor units with their currency, rounding named at every call
export { currency, currencyOf, findCurrency, CURRENCIES, MAX_SUBUNITS } from './money/currency.ts'
export { EUR, USD, GBP, BRL, CAD, AUD, JPY, KRW, BTC, ETH, USDT } from './money/currency.ts'
export type { Currency } from './money/currency.ts'
export { subcurrency, unitsPerMajor, toSubunitMajor, type Subcurrency } from './money/subcurrency.ts'
export { money, zero, assertSameCurrency } from './money/money.ts'
export type { Money } from './money/money.ts'
export type { Rounding } from './money/rounding.ts'
export { divideRounded } from './money/rounding.ts'
export { add, subtract, sum, multiply } from './money/arithmetic.ts'
export { compare, equals, greaterThan, lessThan, isZero, isPositive, minimum } from './money/compare.ts'
export { multiplyByOdds } from './money/multiply-by-odds.ts'
export { allocate } from './money/allocate.ts'
export { convert } from './money/convert.ts'
export { toMajor, fromMajor } from './money/major-units.ts'
export { formatMoney } from './money/format-money.ts'
export { CURRENCY_MISMATCH, NON_INTEGER_AMOUNT, INVALID_RATIOS } from './money/messages.ts'

// Ids and the constants the spec leaves "not shown"
export { matchId, marketId, outcomeId, bonusId } from './ids.ts'
export type { MatchId, MarketId, OutcomeId, BonusId } from './ids.ts'
export {
  MAX_PAYOUT_MAJOR,
  LOOTBOX_BONUS_ODDS,
  MAX_SYSTEM_SELECTIONS,
  MAX_TICKET_SELECTIONS,
} from './constants.ts'

// The bet slip: a pure reducer over the Ticket of spec §3, its summary and its problems
export type {
  Provider,
  BetType,
  StakeSource,
  TicketState,
  AcceptedOddsPolicy,
  SystemType,
  Selection,
  BonusType,
  BetBonus,
  Bet,
  PlacedBet,
  TicketError,
  Ticket,
  SlipContext,
  DefaultBetType,
} from './slip/types.ts'
export { ticketReducer } from './slip/reducer.ts'
export { betKey, betTypeOf, customBetKey } from './slip/bet.ts'
export type { TicketAction } from './slip/reducer.ts'
export { emptyTicket, restoreBets, storedBets } from './slip/restore.ts'
export type { StoredBet, RateLookup } from './slip/restore.ts'
export { toSelection, isProviderAllowed, multiSingleAllowed, isCustomBettable } from './slip/selection.ts'
export type { SelectionInput } from './slip/selection.ts'
export { toggleOutcome } from './slip/add-outcome.ts'
export { removeOutcome, clearTicket } from './slip/remove-outcome.ts'
export { switchBetType, switchBlock, currentBetType, setSystemType } from './slip/switch-bet-type.ts'
export type { SwitchBlock } from './slip/switch-bet-type.ts'
export {
  applyMarketsUpdate,
  applyMatchStatus,
  applyProviderStatuses,
  updateSelection,
} from './slip/odds-update.ts'
export { activeProvidersOf } from './slip/active-providers.ts'
export type { MarketSnapshot } from './slip/odds-update.ts'
export { acceptChanges } from './slip/accept-changes.ts'
export { acceptsMove, oddsAccepted } from './slip/accepted-odds.ts'
export {
  setStake,
  setStakePerLine,
  setSharedStake,
  setPotentialWin,
  changeCurrency,
  setCustomOdds,
} from './slip/stake.ts'
export {
  lineCount,
  linesOf,
  perLine,
  stakePerLine,
  splitsIntoLines,
  wholeLines,
  freebetFixesStake,
} from './slip/system-stake.ts'
export { stakeForWin } from './slip/win-stake.ts'
export { startPlacing, placingSucceeded, placingFailed, placingCancelled } from './slip/place.ts'
export { applyBonusList, selectBonus, bonusForBet } from './slip/bonuses.ts'
export {
  systemTypesFor,
  systemType,
  parseSystemId,
  nextSystemType,
  allSystemTypesFor,
  systemLines,
  combinations,
  binomial,
} from './slip/system-types.ts'
export { systemBreakdown, maxPayout } from './slip/system-lines.ts'
export {
  NAMED_MULTIPLES,
  NAMED_MULTIPLE_IDS,
  NAMED_MULTIPLE_MIN_SELECTIONS,
  NAMED_MULTIPLE_MAX_SELECTIONS,
  isNamedMultipleId,
  namedMultipleOf,
  namedSystemType,
  namedTypesFor,
  systemSizes,
  isFullCover,
  comboName,
} from './slip/named-multiples.ts'
export type { NamedMultiple, NamedMultipleId, ComboName } from './slip/named-multiples.ts'
export { payoutMatrix, winningLines } from './slip/payout-matrix.ts'
export type { PayoutMatrixRow } from './slip/payout-matrix.ts'
export { luckyBonus, NO_LUCKY_BONUS } from './settlement/lucky-bonus.ts'
export type { LuckyBonusConfig, LuckyBonusTerms, LuckyBonusInput } from './settlement/lucky-bonus.ts'
export type { SystemBreakdown, SystemLine } from './slip/system-lines.ts'
export { betSummary, ticketSummary } from './slip/summary.ts'
export type { BetSummary, TicketSummary } from './slip/summary.ts'
export {
  ticketProblems,
  limitsIn,
  quickBetProblems,
  canPlace,
  PROBLEM_CODES,
  PROBLEM_I18N_KEYS,
} from './slip/problems.ts'
export type { Problem, ProblemCode, PlacementLimits } from './slip/problems.ts'
export {
  placeBetError,
  isWrongOddsError,
  PLACE_BET_CODES,
  placeBetNumericCode,
  placeBetI18nKey,
  PLACE_BET_I18N,
  WRONG_ODDS_RISK_KEYS,
} from './slip/place-bet-errors.ts'
export {
  initialQuickBet,
  toggleQuickBet,
  setQuickBetStake,
  approveQuickBet,
  startQuickBet,
  finishQuickBet,
  onBalance,
  quickBetWinTooLow,
} from './slip/quick-bet.ts'
export type { QuickBet, QuickBetState } from './slip/quick-bet.ts'

// Jackpots
export { BASIS_POINTS, drawLevel, jackpotShare, qualifiesForJackpot } from './jackpot/jackpot.ts'
export type {
  Contribution,
  JackpotBet,
  JackpotLevelState,
  JackpotRule,
  LevelDraw,
} from './jackpot/jackpot.ts'

// Bonuses
export { activeComboboost } from './bonus/comboboost.ts'
export type { ActiveComboboost } from './bonus/comboboost.ts'
export { freebetApplies, freebetStakes } from './bonus/freebet.ts'
export type { FreebetCandidate } from './bonus/freebet.ts'
export { DEFAULT_BONUS_ORDER, isFreebetType, isFreeStake } from './bonus/types.ts'
export {
  pointsBonusApplies,
  pointsForStake,
  huntingFreebetsDue,
  huntingProgress,
  poolContribution,
  averageStake,
  tournamentPrizes,
  rankLeaderboard,
} from './bonus/points.ts'
export type { PointsRule, HuntingRule, Standing } from './bonus/points.ts'
export type {
  Comboboost,
  ComboboostRange,
  Freebet,
  FreebetType,
  PointsBonus,
  OfferedBonus,
} from './bonus/types.ts'

// Placed bets: statuses and results with their groups
export {
  BET_STATUSES,
  UNACCEPTED_BET_STATUSES,
  isUnacceptedStatus,
  BET_RESULTS,
  resultGroup,
  matchesResultFilter,
  isSettled,
  removeOnUpdate,
} from './bet/bet-status.ts'
export type { BetStatus, BetResult, ResultFilter } from './bet/bet-status.ts'
export { toBetType } from './bet/bet-type.ts'
export { placedBetOdds, PLACED_ODDS_DIGITS } from './bet/placed-odds.ts'
export { betRef } from './bet/bet-ref.ts'

// Settlement and cash-out maths: placed bets' payouts from selection outcomes, offers from current odds
export { SELECTION_OUTCOMES, FACTOR_SCALE, returnFactor } from './settlement/selection-result.ts'
export type { SelectionOutcome } from './settlement/selection-result.ts'
export { settleBet, canSettle } from './settlement/settle-bet.ts'
export type { SettleInput, Settlement } from './settlement/settle-bet.ts'
export {
  EARLY_PAYOUT_BASKETBALL_LEAD,
  EARLY_PAYOUT_DEFAULTS,
  EARLY_PAYOUT_ICE_HOCKEY_LEAD,
  EARLY_PAYOUT_SOCCER_LEAD,
  earlyPayoutOffer,
  isEarlyPayoutOutcome,
  leadsBy,
  triggersEarlyPayout,
} from './settlement/early-payout.ts'
export type {
  EarlyPayoutConfig,
  EarlyPayoutLeg,
  EarlyPayoutOffer,
  EarlyPayoutSide,
  Score as EarlyPayoutScore,
} from './settlement/early-payout.ts'
export { CASHOUT_MARGIN_BP, cashoutValue, partialCashout } from './cashout/cashout-value.ts'
export type { CashoutLeg, CashoutInput, PartialCashout } from './cashout/cashout-value.ts'
export { CASHOUT_RULE_KINDS, cashoutRuleProblem, ruleFires, rulePayment } from './cashout/auto-rule.ts'
export type { CashoutRule, CashoutRuleKind, CashoutRuleProblem } from './cashout/auto-rule.ts'
export { EDITABLE_BET_TYPES, editEligibility, editedLegs, editMoney } from './cashout/edit-bet.ts'
export type { EditableBet, EditMoney, EditProblem, LegEdit } from './cashout/edit-bet.ts'
export { REFERENCE_RATES_PER_EUR, referenceRate } from './money/reference-rates.ts'
export { COMP_POINTS_PER_EUR, compPointsFor, statusProgress } from './loyalty/comp-points.ts'
export type { StatusLevel, StatusProgress } from './loyalty/comp-points.ts'

// Safer gambling: player limits (types, statuses, cooling period, windows, allowances) and loss chasing
export {
  LIMIT_TYPES,
  LIMIT_STATUSES,
  MONEY_LIMIT_TYPES,
  TIME_LIMIT_TYPES,
  EXCLUSION_TYPES,
  LIMIT_INTERVALS,
  INTERVAL_LIMIT_TYPES,
  isMoneyLimit,
  isExclusion,
  takesInterval,
  isInForce,
  IN_FORCE_LIMIT_STATUSES,
  LIVE_LIMIT_STATUSES,
} from './limits/limit-types.ts'
export type { LimitType, LimitStatus, LimitInterval } from './limits/limit-types.ts'
export { LIMIT_COOLING_PERIOD_MS, limitChange, coolingEndsAt, coolingOver } from './limits/cooling.ts'
export { periodStart, periodEnd } from './limits/period.ts'
export {
  remaining as limitRemaining,
  leftForNext as limitLeftForNext,
  breachedLimit,
  allowance,
  netLoss,
} from './limits/allowance.ts'
export type { LimitUsage, StakeLimitType } from './limits/allowance.ts'
export { inLimitCurrency, usedAcrossCurrencies } from './limits/across-currencies.ts'
export type { WindowTotals } from './limits/across-currencies.ts'
export {
  LOSS_CHASE_MIN_LOSSES,
  LOSS_CHASE_WINDOW_MS,
  LOSS_CHASE_STAKE_FACTOR,
  isLossChasing,
} from './limits/loss-chasing.ts'
export type { SettledBet } from './limits/loss-chasing.ts'
export { boostedSettlement, settleBonusBet } from './bonus/settle.ts'
export type { BonusSettlement, SettledBonus } from './bonus/settle.ts'
export { freebetSettlement } from './bonus/freebet-pay.ts'
export type { FreebetPayout } from './bonus/freebet-pay.ts'
export { quoteWin } from './bonus/quote.ts'
export {
  aboveBonusMaxStake,
  BOOST_BP_SCALE,
  boostBpOf,
  profitBoostAmount,
  profitBoostApplies,
  profitBoostedOdds,
  profitMultiplier,
} from './bonus/profit-boost.ts'
export type { ProfitBoost, ProfitBoostCandidate } from './bonus/profit-boost.ts'
export { priceBoostAllows, priceBoostApplies, priceBoostStakeLeft } from './bonus/price-boost.ts'
export { profitBoostSettlement } from './bonus/settle.ts'

// White label: operator text per locale with its fallbacks
export { localized } from './text/localized.ts'
export {
  boostedFreebet,
  boostsAvailable,
  chestLevel,
  chestPrize,
  chestSize,
  farmChest,
} from './bonus/lootbox.ts'
export type { ChestKind, ChestLevel, LootboxRules, SettledBetFacts } from './bonus/lootbox.ts'
export { AMB_START, ambAdvance, ambDone, ambQualifies, ambTowardNext } from './bonus/amb.ts'
export type { AmbProgress, AmbRules } from './bonus/amb.ts'
export { comboboostShare } from './bonus/boost-share.ts'
export type { SettledLeg } from './bonus/boost-share.ts'
export {
  accaBonusAmount,
  accaBonusAtPlacement,
  accaBonusLegs,
  accaBonusPercent,
  accaInsuranceRefund,
  accaInsuranceWaits,
  accaInsured,
  accaOffersAllowed,
} from './bonus/acca.ts'
export type { AccaBet, AccaBonusRule, AccaInsuranceRule, AccaLeg } from './bonus/acca.ts'
export { ACCA_HINT_MAX_MISSING, accaHint } from './bonus/acca-hint.ts'
export type { AccaHint } from './bonus/acca-hint.ts'

// Statements and net position (issue #30 point 7, ADR 035)
export {
  STATEMENT_MAX_MONTHS,
  inPeriod,
  isTimeZone,
  parseDay,
  startOfDay,
  statementPeriod,
} from './statement/period.ts'
export type { StatementPeriod, StatementPeriodProblem } from './statement/period.ts'
export { STATEMENT_ENTRY_KINDS, STATEMENT_FUNDING, netDeposits, statementTotals } from './statement/totals.ts'
export type {
  StatementEntry,
  StatementEntryKind,
  StatementFunding,
  StatementTotals,
} from './statement/totals.ts'
