import { z } from '../../zod.ts'
import { BetBonusWire } from '../bonuses/bonuses.ts'
import { BetAccaOfferWire } from '../bonuses/acca.ts'
import { BetLuckyBonusWire } from '../bonuses/lucky.ts'
import { BET_RESULTS, BET_STATUSES } from '@sportsbook/domain'
import { Pagination, Provider, SportType } from '../common.ts'
import { CashoutRuleWire } from './cashout-rules.ts'
import { BetMoney } from './money.ts'

/** Server bet types; combo aliases (double, treble, accumulator) never leave this server. */
export const ServerBetType = z.enum(['single', 'combo', 'system', 'custom_bet'])
export type ServerBetType = z.infer<typeof ServerBetType>

/** Settlement of one selection: the market result of its outcome, `void` for a cancelled market. */
export const SelectionResult = z.enum(['win', 'lose', 'refund', 'half_win', 'half_lose', 'void'])
export type SelectionResult = z.infer<typeof SelectionResult>

/** One selection of a placed bet, with the odds it was accepted at. */
export const BetSelection = z.object({
  match_id: z.number().int(),
  match_urn_id: z.string(),
  match_name: z.string(),
  match_status: z.number().int(),
  sport_key: z.string(),
  provider: Provider,
  market_id: z.number().int(),
  market_name: z.string(),
  specifier: z.string(),
  outcome_id: z.string(),
  outcome_name: z.string(),
  odds: z.number(),
  /** At a price boost (ADR 033): `odds` is the boosted price paid, this the normal price then. */
  boosted_from: z.number().optional(),
  /** Null while the market is not settled. */
  result: SelectionResult.nullable(),
  /**
   * Present when the leg was paid early (ADR 031: its side led by the sport's margin; `result` is
   * `win` whatever the final score): when, and the score that triggered it.
   */
  early_payout: z.object({ at: z.iso.datetime(), home: z.number().int(), away: z.number().int() }).optional(),
})
export type BetSelection = z.infer<typeof BetSelection>

/** One (partial) cash-out of a bet, from its history (GLI-33 `bet_history`). */
export const BetCashout = z.object({
  at: z.iso.datetime(),
  /** What this cash-out paid. */
  amount: BetMoney,
  /** The stake still in play after it. */
  stake_left: BetMoney,
})
export type BetCashout = z.infer<typeof BetCashout>

/** A placed bet (spec §3 Bet (server)). */
export const ServerBet = z.object({
  id: z.string(),
  /** Short public reference shown to the player and support. */
  ref: z.string(),
  type: ServerBetType,
  status: z.enum(BET_STATUSES),
  result: z.enum(BET_RESULTS),
  /** The stake still in play (reduced by partial cash-outs). */
  stake: BetMoney,
  /** The stake placed, before any cash-out: what the player put on the bet. */
  original_stake: BetMoney,
  /** Potential win while open (rounded down, capped); the amount paid once settled. */
  win_amount: BetMoney,
  /** Product of the selections' accepted odds (for a system, of all selections); a custom bet's one price. */
  odds: z.number(),
  selections: z.array(BetSelection),
  created_at: z.iso.datetime(),
  settled_at: z.iso.datetime().nullable(),
  /** The current cash-out offer; null when cash-out is not available now. */
  to_cashout: BetMoney.nullable(),
  /** Total already paid by (partial) cash-outs. */
  cashed_out: BetMoney,
  /** Each cash-out, oldest first: when, what it paid and the stake it left in play (0 after a full one). */
  cashouts: z.array(BetCashout),
  /** The bet's active auto cash-out or alert rule (POST /bets/cashout-rules); null when none. */
  cashout_rule: CashoutRuleWire.nullable(),
  /** The bonus the bet was placed with (comboboost odds or freebet), null for none. */
  bonus: BetBonusWire.nullable(),
  /** Acca insurance and acca bonus on the bet (ADR 032); absent when it has neither. */
  acca: z.array(BetAccaOfferWire).optional(),
  /** Lucky bonus terms fixed on a named multiple at placement (ADR 036-lucky-bonuses); absent when none. */
  lucky: BetLuckyBonusWire.optional(),
  /**
   * The system type: id "2/3", or a named multiple's id ("yankee", ADR 034: win_count is its smallest
   * line size); `lines` is how many lines the stake plays (stake = lines × the unit).
   */
  system: z
    .object({
      id: z.string(),
      win_count: z.number().int(),
      total_count: z.number().int(),
      lines: z.number().int().positive().optional(),
    })
    .nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
  /** Bet category of spec §3: cyber or premium_cricket when every selection is of that sport type, else regular. */
  category: SportType,
  /** Edit bet (ADR 030): the bet this one replaced, when it was made by an edit. */
  edited_from: z.string().optional(),
  /** Edit bet: the bet that replaced this one (cashed out for the edit). */
  edited_into: z.string().optional(),
})
export type ServerBet = z.infer<typeof ServerBet>

/** GET /bets: status all/open/settled, result all/win/lose/refund (spec §3), newest first. */
export const BetListQuery = z.object({
  status: z.enum(['all', 'open', 'settled']).default('all'),
  result: z.enum(['all', 'win', 'lose', 'refund']).default('all'),
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  /** Spec §9: bets page size 500. */
  limit: z.coerce.number().int().positive().max(500).default(500),
})
export type BetListQuery = z.infer<typeof BetListQuery>

export const BetList = z.object({ data: z.array(ServerBet), pagination: Pagination })
export type BetList = z.infer<typeof BetList>
