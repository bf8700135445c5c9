// The scenario simulator (issue #33, ADR 037): a named list of timed steps the reference backend plays
// on one match of its demo feed through the feed's own tick, so every step publishes on the real
// channels and betting (settlement, early payout, cash-out) hears it as it hears the provider.
// GET /api/dev/scenarios lists them; POST /api/dev/scenarios/{name}/run plays one (DEV_TOOLS only).
import { z } from '../../zod.ts'

const Side = z.enum(['home', 'away'])
const Seconds = z.number().int().min(1).max(3600)

/** One step, at `at` ms after the run starts; steps run in order, each after the one before. */
export const ScenarioStep = z.discriminatedUnion('do', [
  /** A pre-match target kicks off now (a live one is left as it is). */
  z.object({ do: z.literal('kick_off') }),
  /** `side` scores `goals` (default 1). */
  z.object({ do: z.literal('goal'), side: Side, goals: z.number().int().min(1).max(20).optional() }),
  /** `side`'s latest goal is taken back (VAR): markets suspend for a VAR check. */
  z.object({ do: z.literal('disallow'), side: Side }),
  /** `side` leads by `by` goals: it scores until it does (the other side's goals stand). */
  z.object({ do: z.literal('lead'), side: Side, by: z.number().int().min(1).max(20) }),
  /** paused = stopped (2, markets held), live again, ended = finished (4) and settled, abandoned = closed (3), every market cancelled (-4, bets void), not_covered = not covered (5, no bets; live again ends it). */
  z.object({
    do: z.literal('status'),
    status: z.enum(['live', 'paused', 'ended', 'abandoned', 'not_covered']),
  }),
  /** Every open or suspended market of the match set to not allowed (0) or handed over (-2); 1 gives them back to the model's pricing. */
  z.object({ do: z.literal('markets'), status: z.union([z.literal(0), z.literal(-2), z.literal(1)]) }),
  /** Every market of the match suspended (-1) for `seconds`, then priced again. */
  z.object({ do: z.literal('suspend'), seconds: Seconds }),
  /** The match's provider goes offline (`active: false`) or back: `provider_status_changed`. */
  z.object({ do: z.literal('provider'), active: z.boolean() }),
  /** `per_second` outcome price changes a second on the match for `seconds` (best effort, 10 bursts a second). */
  z.object({ do: z.literal('storm'), per_second: z.number().int().min(1).max(20_000), seconds: Seconds }),
  // Spec §4 VIP bets, a trader's part: the match's recent bets held for review (submitted), then decided.
  z.object({ do: z.literal('vip_review') }),
  z.object({ do: z.literal('vip_decide'), decision: z.enum(['accepted', 'rejected']) }),
])
export type ScenarioStep = z.infer<typeof ScenarioStep>

export const ScenarioTarget = z.enum(['live_soccer', 'live_soccer_second_half', 'prematch_soccer'])
export type ScenarioTarget = z.infer<typeof ScenarioTarget>

/** A scenario: what it shows, which match it picks without a `match_id`, and its timed steps. */
export const Scenario = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,60}$/),
  description: z.string().min(1).max(300),
  /** The match picked when the run names none: the live soccer match that kicked off last (first or second half), or the next pre-match one. */
  target: ScenarioTarget,
  steps: z.array(z.object({ at: z.number().int().min(0).max(3_600_000), step: ScenarioStep })).min(1),
})
export type Scenario = z.infer<typeof Scenario>

export const ScenarioList = z.object({ data: z.array(Scenario) })
export type ScenarioList = z.infer<typeof ScenarioList>

export const ScenarioRunParams = z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/) })
export const ScenarioRunRequest = z
  .object({
    match_id: z.number().int().positive().max(2_147_483_647).optional(),
    /** Answer after the last step (default: after the steps at 0 ms, the rest playing on). */
    wait: z.boolean().optional(),
  })
  .optional()
export type ScenarioRunRequest = z.infer<typeof ScenarioRunRequest>

export const ScenarioRunResponse = z.object({
  name: z.string(),
  /** The matches the scenario acts on. */
  match_ids: z.array(z.number().int()),
  /** When the last step runs, ms after the run started. */
  ends_in_ms: z.number().int(),
  /** Whether every step has run when this answer was sent. */
  done: z.boolean(),
})
export type ScenarioRunResponse = z.infer<typeof ScenarioRunResponse>
