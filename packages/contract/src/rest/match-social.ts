/**
 * The match page's social and price-transparency calls (issue 19): the prediction vote (spec §7
 * `GET/POST /vote`), the built-in chat room and its provider hook (`GET /watchersio/userid`), and
 * the main market's price history.
 */
import { CHAT_MAX_LENGTH } from '@sportsbook/domain'
import { z } from '../zod.ts'
import { Id } from './common.ts'
import { SafeText } from '../text.ts'

/** What a player predicts: the home side, a draw (only where the main market has one), the away side. */
export const VOTE_CHOICES = ['home', 'draw', 'away'] as const
export const VoteChoice = z.enum(VOTE_CHOICES)
export type VoteChoice = z.infer<typeof VoteChoice>

/** `GET /vote?match_id=`. */
export const VoteQuery = z.object({ match_id: Id })
/** `POST /vote`: one vote per player per match; the same vote again changes nothing. */
export const VoteRequest = z.object({ match_id: Id, choice: VoteChoice })
export type VoteRequest = z.infer<typeof VoteRequest>

/** The standing of one match's vote: each option's votes and whole percentage (they add up to 100). */
export const VoteResult = z.object({
  match_id: z.number().int().positive(),
  /** False once the match ended: results stay visible, no new votes. */
  open: z.boolean(),
  total: z.number().int().nonnegative(),
  options: z.array(
    z.object({
      choice: VoteChoice,
      votes: z.number().int().nonnegative(),
      percent: z.number().int().min(0).max(100),
    }),
  ),
  /** The signed-in player's vote; null when they have not voted (or for a visitor). */
  my_vote: VoteChoice.nullable(),
})
export type VoteResult = z.infer<typeof VoteResult>

/** `GET /watchersio/userid`: the id a chat provider knows the player by (opaque, stable, not the account id). */
export const WatchersUserId = z.object({
  user_id: z.string(),
  /** 'builtin' when no chat provider is configured: the match page uses the fallback room. */
  provider: z.enum(['builtin', 'watchersio']),
})
export type WatchersUserId = z.infer<typeof WatchersUserId>

/** One message of a match's chat room, plain text (never HTML). */
export const ChatMessage = z.object({
  id: z.number().int().positive(),
  match_id: z.number().int().positive(),
  /** The author's nickname, or null: the UI then names them by `author_tag`. */
  author: z.string().nullable(),
  /** A short stable tag per player (not their id), so two anonymous authors are told apart. */
  author_tag: z.string(),
  text: z.string(),
  created_at: z.string(),
})
export type ChatMessage = z.infer<typeof ChatMessage>

export const ChatMessages = z.object({ data: z.array(ChatMessage) })
export type ChatMessages = z.infer<typeof ChatMessages>

/** `POST /matches/{id}/chat`: the raw text; the server normalises it and refuses more than CHAT_MAX_LENGTH. */
export const ChatPostRequest = z.object({ text: SafeText.max(CHAT_MAX_LENGTH * 8) })
export type ChatPostRequest = z.infer<typeof ChatPostRequest>

/** `GET /matches/{id}/price-history`: the main market's last moves per outcome, oldest first. */
export const PriceHistory = z.object({
  match_id: z.number().int().positive(),
  market_id: z.number().int().nullable(),
  specifier: z.string(),
  outcomes: z.array(
    z.object({
      id: z.string(),
      /** [epoch ms, decimal odds] pairs. */
      moves: z.array(z.tuple([z.number(), z.number().positive()])),
    }),
  ),
})
export type PriceHistory = z.infer<typeof PriceHistory>
