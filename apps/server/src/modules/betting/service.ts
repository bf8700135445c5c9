// The betting service routes call (`app.betting`): placement, the stake probe, cash-out, the bet list
// and history, settings, share codes and custom bets, each over the deps the plugin wires. Placement
// keeps its own path (`place-bets.ts`); this file only gives the routes one door to it.
import type {
  BetListQuery,
  CashoutRequest,
  CashoutRuleRequest,
  EditBetChanges,
  EditBetRequest,
  MaxStakeRequest,
  PlaceBetsRequest,
  SettingsUpdate,
  ShareCodeRequest,
} from '@sportsbook/contract'
import { notFound } from '../../lib/api-error.ts'
import type { SessionPlayer } from '../accounts/index.ts'
import { listBetHistory } from './bet-history.ts'
import { playerBets } from './bet-list.ts'
import { cashOut } from './cashout.ts'
import { removeCashoutRule, setCashoutRule } from './cashout-rules.ts'
import { customBetOdds, customMarketList } from './custom/custom-requests.ts'
import { settleBetNow } from './dev-settle.ts'
import { vipReview, type VipStep } from './vip-review.ts'
import { editBet, quoteEdit } from './edit-bet.ts'
import { maxStakes } from './max-stake.ts'
import type { RuleTimers } from './auto-cashout.ts'
import { placeBets, type PlacementDeps } from './place-bets.ts'
import { getSettings, updateSettings } from './settings.ts'
import { createShareCode, sharedBets, shareUrl } from './share-codes.ts'

export type BettingDeps = PlacementDeps & {
  publicWebUrl: string
  /** Auto cash-out rules of live bets waiting the live bet delay (auto-cashout.ts). */
  ruleTimers: RuleTimers
}

type Selections = Parameters<typeof customBetOdds>[2]

export function createBettingService(deps: BettingDeps) {
  const { db } = deps
  return {
    /** All the bets or none; `idempotencyKey` makes a retry answer what the first attempt did. */
    place: (player: SessionPlayer, req: PlaceBetsRequest, idempotencyKey?: string) =>
      placeBets(deps, player, req, idempotencyKey),
    maxStakes: (player: SessionPlayer, req: MaxStakeRequest) => maxStakes(deps, player, req),
    cashOut: (player: SessionPlayer, req: CashoutRequest) => cashOut(deps, player, req),
    /** Sets the bet's auto cash-out or alert rule (replacing an active one); ADR 029. */
    setCashoutRule: (player: SessionPlayer, req: CashoutRuleRequest) => setCashoutRule(deps, player, req),
    removeCashoutRule: (player: SessionPlayer, betId: string) => removeCashoutRule(deps, player, betId),
    /** Edit bet (ADR 030): the quote, and the edit (old bet cashed out, new one placed, in one unit). */
    quoteEdit: (player: SessionPlayer, betId: string, changes: EditBetChanges) =>
      quoteEdit(deps, player, betId, changes),
    editBet: (player: SessionPlayer, betId: string, req: EditBetRequest, idempotencyKey?: string) =>
      editBet(deps, player, betId, req, idempotencyKey),
    /** Development only: settles one of the player's open bets now. */
    settleNow: (player: SessionPlayer, betId: string, result: 'win' | 'lose') =>
      settleBetNow(deps, player, betId, result),
    /** Development only (the scenario simulator's trader): a VIP review step on a match's bets. */
    vipReview: (matchId: number, step: VipStep) => vipReview(deps, matchId, step),
    list: (userId: number, q: BetListQuery) => playerBets(db, userId, q),
    /** A bet's history; another player's bet is "not found", never "forbidden", so ids do not leak. */
    async history(userId: number, betId: string) {
      const data = await listBetHistory(db, userId, betId)
      if (!data) throw notFound(`Bet ${betId}`)
      return data
    },
    settings: (player: { id: number; currency: string } | null) =>
      getSettings(db, player, deps.liveBetDelayMs),
    /** Saves the given fields and answers the settings after the change. */
    async updateSettings(player: SessionPlayer, update: SettingsUpdate) {
      await updateSettings(db, player.id, update, deps.now())
      return getSettings(db, player, deps.liveBetDelayMs)
    },
    async shareCode(userId: number | null, req: ShareCodeRequest) {
      const code = await createShareCode(db, userId, req, deps.now())
      return { code, url: shareUrl(deps.publicWebUrl, code) }
    },
    sharedBets: (code: string) => sharedBets(db, code),
    customMarkets: (matchId: number) => customMarketList(db, matchId),
    customOdds: (matchId: number, selections: Selections) => customBetOdds(db, matchId, selections),
  }
}

export type BettingService = ReturnType<typeof createBettingService>
