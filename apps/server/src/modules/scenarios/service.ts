// Scenarios (issue #33, ADR 037): the library and a run of one on a match of the demo feed. The steps
// at 0 ms run before the answer (so a caller sees the match kicked off, scored, …); the rest play on in
// the background (or before the answer with `wait`), their failures logged.
import type { ScenarioRunRequest, ScenarioRunResponse } from '@sportsbook/contract'
import type { Executor } from '../../db/client.ts'
import { notFound } from '../../lib/api-error.ts'
import { SCENARIOS, scenarioNamed } from './library.ts'
import { playSteps, type PlayDeps, type ScenarioFeed } from './play.ts'
import { pickMatch } from './repository.ts'

export interface ScenariosDeps {
  /** The demo feed, read at each run (server.ts sets it after the app is built); null without one. */
  feed(): ScenarioFeed | null
  setProvider: PlayDeps['setProvider']
  vipReview: PlayDeps['vipReview']
  now(): Date
  /** A background step failed (the run had already answered). */
  failed(name: string, err: unknown): void
}

export function createScenariosService(db: Executor, deps: ScenariosDeps) {
  return {
    list: () => ({ data: [...SCENARIOS] }),

    async run(name: string, req: ScenarioRunRequest): Promise<ScenarioRunResponse> {
      const scenario = scenarioNamed(name)
      if (!scenario) throw notFound(`Scenario ${name}`)
      const feed = deps.feed()
      if (!feed) throw notFound('The demo feed')
      const id = req?.match_id ?? (await pickMatch(db, scenario.target, deps.now()))
      if (id === null) throw notFound(`A match for ${scenario.target}`)
      const play: PlayDeps = { db, feed, setProvider: deps.setProvider, vipReview: deps.vipReview }
      const start = Date.now()
      const first = scenario.steps.filter((s) => s.at === 0)
      const rest = scenario.steps.filter((s) => s.at > 0)
      await playSteps(play, id, first, start)
      const later = playSteps(play, id, rest, start)
      if (req?.wait) await later
      else later.catch((err: unknown) => deps.failed(name, err))
      const endsIn = Math.max(...scenario.steps.map((s) => s.at))
      return { name, match_ids: [id], ends_in_ms: endsIn, done: rest.length === 0 || req?.wait === true }
    },
  }
}

export type ScenariosService = ReturnType<typeof createScenariosService>
