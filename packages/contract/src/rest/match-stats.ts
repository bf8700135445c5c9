/**
 * Match statistics and the event timeline of a live match (spec §7 `GET /matches/{id}/{type}`), as a
 * data provider sends them. `type` is one of MATCH_STAT_TYPES (docs/constants.md § Match centre).
 */
import { z } from '../zod.ts'
import { Id } from './common.ts'
import { Statistics } from './matches.ts'

/** The `{type}` segment of `GET /matches/{id}/{type}`. */
export const MATCH_STAT_TYPES = ['statistics', 'timeline'] as const
export const MatchStatType = z.enum(MATCH_STAT_TYPES)
export type MatchStatType = z.infer<typeof MatchStatType>
export const MatchStatParams = z.object({ id: Id, type: MatchStatType })

/** Counters a provider sends; which ones a sport has is in SPORT_STAT_KEYS. Possession is a percentage. */
export const STAT_KEYS = [
  'possession',
  'shots_on_target',
  'shots_off_target',
  'corners',
  'attacks',
  'yellow_cards',
  'red_cards',
  'dangerous_attacks',
  'aces',
  'double_faults',
  'break_points',
  'breaks_won',
] as const
export const StatKey = z.enum(STAT_KEYS)
export type StatKey = z.infer<typeof StatKey>

export const SPORT_STAT_KEYS: Partial<Record<string, readonly StatKey[]>> = {
  soccer: [
    'possession',
    'shots_on_target',
    'shots_off_target',
    'corners',
    'attacks',
    'dangerous_attacks',
    'yellow_cards',
    'red_cards',
  ],
  tennis: ['aces', 'double_faults', 'break_points', 'breaks_won'],
}

export const StatLine = z.object({
  key: StatKey,
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
})
export type StatLine = z.infer<typeof StatLine>

/** What happened, as the tracker draws it and the event list reads it. */
export const TIMELINE_KINDS = [
  'kick_off',
  'attack',
  'dangerous_attack',
  'shot_on_target',
  'shot_off_target',
  'goal',
  'corner',
  'yellow_card',
  'red_card',
  'period_start',
  'period_end',
  'serve',
  'ace',
  'double_fault',
  'break_point',
  'game',
  'set',
] as const
export const TimelineKind = z.enum(TIMELINE_KINDS)
export type TimelineKind = z.infer<typeof TimelineKind>

export const TimelineEvent = z.object({
  /** Increasing per match: clients skip the ones they have already announced. */
  seq: z.number().int().nonnegative(),
  kind: TimelineKind,
  side: z.enum(['home', 'away']).nullable(),
  /** Match clock ("mm:ss") for timed sports, null otherwise. */
  clock: z.string().nullable(),
  /** Where on the pitch or court, 0-100 from the home side's end (x) and the top touchline (y). */
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
})
export type TimelineEvent = z.infer<typeof TimelineEvent>

/** `GET /matches/{id}/statistics`: counters, the live score fields and per-period scores. */
export const MatchStatistics = z.object({
  match_id: z.number().int(),
  sport_key: z.string(),
  status: z.number().int(),
  score: Statistics.nullable(),
  items: z.array(StatLine),
  updated_at: z.string().nullable(),
})
export type MatchStatistics = z.infer<typeof MatchStatistics>

/** `GET /matches/{id}/timeline`: the latest events, oldest first (at most TIMELINE_MAX_EVENTS). */
export const MatchTimeline = z.object({
  match_id: z.number().int(),
  sport_key: z.string(),
  events: z.array(TimelineEvent),
})
export type MatchTimeline = z.infer<typeof MatchTimeline>

export const TIMELINE_MAX_EVENTS = 30

/** Both, as pushed on `match:{locale}:{id}` with match_changed. */
export const MatchDetail = z.object({ statistics: MatchStatistics, timeline: MatchTimeline })
export type MatchDetail = z.infer<typeof MatchDetail>

/**
 * A way to watch a match (spec §7 `GET /matches/{id}/video` and `/streams`). `demo` is the reference
 * backend's labelled stand-in for a provider's video; `tracker` means no video: follow the 2D tracker.
 */
export const MatchStream = z.object({
  id: z.string(),
  kind: z.enum(['video', 'demo', 'tracker']),
  /** The player's URL for `video`; null for the stand-ins the web draws itself. */
  url: z.string().nullable(),
})
export type MatchStream = z.infer<typeof MatchStream>

/** `GET /matches/{id}/video`: the stream to show first; `available` follows the match's `has_video`. */
export const MatchVideo = z.object({
  match_id: z.number().int(),
  available: z.boolean(),
  stream: MatchStream,
})
export type MatchVideo = z.infer<typeof MatchVideo>

/** `GET /matches/{id}/streams`: every stream of the match (empty without video). */
export const MatchStreams = z.object({ match_id: z.number().int(), data: z.array(MatchStream) })
export type MatchStreams = z.infer<typeof MatchStreams>
