// One scenario run: its steps in order, each at its offset from the start, each through the demo feed's
// own commands (a tick publishes it) or the providers' switch. Score steps read the score the feed last
// wrote, so "lead by 2" means two ahead of whatever the match shows.
import type { Provider, ScenarioStep } from '@sportsbook/contract'
import type { FeedCommand } from '../feed/index.ts'
import type { Executor } from '../../db/client.ts'
import { ApiError, notFound } from '../../lib/api-error.ts'
import { matchFacts } from './repository.ts'

/** What a run needs of the demo feed (its `command`, see modules/feed/commands.ts). */
export interface ScenarioFeed {
  command(matchId: number, cmd: FeedCommand): Promise<string>
}

export interface PlayDeps {
  db: Executor
  feed: ScenarioFeed
  setProvider(provider: Provider, active: boolean): Promise<unknown>
  /** Betting's VIP review of the match's bets (the trader's part of spec §4). */
  vipReview(matchId: number, step: 'review' | 'accepted' | 'rejected'): Promise<number>
}

/** A storm's bursts a second. */
export const STORM_BURSTS_PER_SECOND = 10

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)))

async function command(deps: PlayDeps, id: number, cmd: FeedCommand): Promise<void> {
  const outcome = await deps.feed.command(id, cmd)
  if (outcome === 'unsupported') throw new ApiError('invalid_params', 'Scenarios play soccer matches')
  if (outcome !== 'set' && outcome !== 'unchanged') throw notFound(`Live match ${id} of the demo feed`)
}

async function facts(deps: PlayDeps, id: number) {
  const f = await matchFacts(deps.db, id)
  if (!f) throw notFound(`Match ${id}`)
  return f
}

/** The score after a goal, a goal taken back, or a lead of `by`. */
function scored(step: ScenarioStep, now: { home: number; away: number }) {
  const score = { ...now }
  const other = (side: 'home' | 'away') => (side === 'home' ? 'away' : 'home')
  if (step.do === 'goal') score[step.side] += step.goals ?? 1
  if (step.do === 'disallow') score[step.side] = Math.max(0, score[step.side] - 1)
  if (step.do === 'lead') score[step.side] = Math.max(score[step.side], score[other(step.side)] + step.by)
  return score
}

export async function runStep(deps: PlayDeps, id: number, step: ScenarioStep): Promise<void> {
  switch (step.do) {
    case 'kick_off':
      return command(deps, id, { kind: 'kick_off' })
    case 'goal':
    case 'disallow':
    case 'lead':
      return command(deps, id, { kind: 'score', ...scored(step, await facts(deps, id)) })
    case 'status':
      return command(deps, id, { kind: 'status', status: step.status })
    case 'suspend':
      return command(deps, id, { kind: 'suspend', seconds: step.seconds })
    case 'markets':
      return command(deps, id, { kind: 'markets', status: step.status })
    case 'provider':
      await deps.setProvider((await facts(deps, id)).provider as Provider, step.active)
      return
    case 'vip_review':
      await deps.vipReview(id, 'review')
      return
    case 'vip_decide':
      await deps.vipReview(id, step.decision)
      return
    case 'storm': {
      const start = Date.now()
      const per = Math.max(1, Math.round(step.per_second / STORM_BURSTS_PER_SECOND))
      for (let i = 0; i < step.seconds * STORM_BURSTS_PER_SECOND; i++) {
        await sleep(start + (i * 1000) / STORM_BURSTS_PER_SECOND - Date.now())
        await command(deps, id, { kind: 'storm', changes: per })
      }
    }
  }
}

/** Runs the steps at their offsets from `start` (ms since epoch), in order. */
export async function playSteps(
  deps: PlayDeps,
  id: number,
  steps: readonly { at: number; step: ScenarioStep }[],
  start: number,
) {
  for (const { at, step } of steps) {
    await sleep(start + at - Date.now())
    await runStep(deps, id, step)
  }
}
