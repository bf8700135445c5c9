import type { BonusId, MarketId, MatchId } from '../ids.ts'
import type { OutcomeKey } from '../market/keys.ts'
import type { Currency } from '../money/currency.ts'
import type { Money } from '../money/money.ts'
import type { DecimalOdds } from '../odds/decimal-odds.ts'

/** Data providers (spec §3); only betradar, and oddin where enabled, take bets. */
export type Provider = 'betradar' | 'oddin' | 'betconstruct'
/** Bet types of the slip (spec §3). */
export type BetType = 'single' | 'combo' | 'system' | 'custom_bet'
/** Whether the stake was typed (or shared across singles) or derived from a typed potential win. */
export type StakeSource = 'sharing' | 'potential_win'
/** Ticket states of spec §4. */
export type TicketState = 'initial' | 'odds_changed' | 'processing' | 'success' | 'error'
/** How odds moves are accepted without asking (settings "stake-raise rule none/higher/any"). */
export type AcceptedOddsPolicy = 'none' | 'higher' | 'any'

/**
 * An N-of-M system: every `winCount`-fold combination of `totalCount` selections. A named multiple
 * (Trixie, Yankee…, `named-multiples.ts`) plays every combination of each of its `sizes`; `winCount`
 * is then its smallest size. Absent `sizes` means `[winCount]`.
 */
export interface SystemType {
  readonly id: string
  readonly totalCount: number
  readonly winCount: number
  readonly sizes?: readonly number[]
}

/** One outcome on the slip (spec §3 Selection). */
export interface Selection {
  readonly outcomeId: OutcomeKey
  readonly matchId: MatchId
  readonly matchUrnId?: string
  readonly matchSlug?: string
  readonly provider: Provider
  readonly market: { readonly marketId: MarketId; readonly marketName: string; readonly specifier: string }
  readonly outcomeName: string
  readonly active: boolean
  readonly odds: DecimalOdds
  readonly acceptedOdds: DecimalOdds
  readonly initialOdds: DecimalOdds
  readonly matchStatus: number
  readonly sportKey?: string
  readonly nameA?: string
  readonly nameB?: string
  readonly categoryName?: string
  /** A tournament-winner market (spec §3 Outrights) rather than a match: bet as a single only. */
  readonly isOutright?: boolean
  /** Under a price boost (ADR 033): the normal price, shown struck through beside the boosted `odds`. */
  readonly boostedFrom?: DecimalOdds
  readonly isSuspended: boolean
  readonly isChanged: boolean
  readonly isNotAvailable: boolean
}

/** Bonus types of spec §3. */
export type BonusType =
  | 'freebet'
  | 'freebet_only_win'
  | 'freebet_all_win'
  | 'freebet_no_risk'
  | 'comboboost'
  | 'hunting'
  | 'lootbox'
  | 'tournament'
  | 'profit_boost'
  | 'jackpot'

/** The bonus attached to a bet: its odds multiplier (comboboost, lootbox) or freebet amount. */
export interface BetBonus {
  readonly id: BonusId
  readonly type: BonusType
  readonly odds?: number
  readonly amount?: Money
  /** A profit-boost token's most stake (ADR 033); the stake itself is the player's. */
  readonly maxStake?: Money
}

/** One bet of the slip (spec §3 Bet (slip)). `key` is derived, so no id generator is needed. */
export interface Bet {
  readonly key: string
  readonly betType: BetType
  readonly stake: Money
  readonly stakeSource: StakeSource
  readonly selections: readonly Selection[]
  readonly systemType?: SystemType
  readonly bonus?: BetBonus
  readonly availableBonuses?: readonly BetBonus[]
  readonly customOdds?: DecimalOdds
}

/** What the server answered for a placed bet. */
export interface PlacedBet {
  readonly key: string
  readonly betId: string
  readonly status: string
  readonly isVip: boolean
}

/** A place-bet failure as a catalogue code and i18n key (no display text). */
export interface TicketError {
  readonly code: string
  readonly i18nKey: string
  readonly message?: string
}

/** The bet slip (spec §3 Ticket). */
export interface Ticket {
  readonly bets: readonly Bet[]
  readonly selectedOutcomeIds: readonly OutcomeKey[]
  readonly inProgress: boolean
  readonly processingBets: readonly string[]
  readonly placedBets: readonly PlacedBet[]
  readonly ticketState: TicketState
  readonly error?: TicketError
  readonly currency: Currency
}

/** Settings the slip rules depend on, passed in rather than read from globals. */
export interface SlipContext {
  readonly multiSingleAvailableByProvider: Partial<Record<Provider, boolean>>
  readonly oddinEnabled: boolean
  readonly customBetEnabled: boolean
  readonly acceptedOddsPolicy: AcceptedOddsPolicy
  /** Providers whose status is active (spec §6); absent means all active. */
  readonly activeProviders?: readonly Provider[]
  /**
   * What a second pick from another match makes (ADR 024): `combo` (absent: the default, as top books
   * do) or `single` (spec §4 as written: another single while multi-single is allowed). A brand
   * setting, `settings.default_bet_type`.
   */
  readonly defaultBetType?: DefaultBetType
}

/** What several picks start as, before the player switches (a brand's choice, ADR 024). */
export type DefaultBetType = 'combo' | 'single'
