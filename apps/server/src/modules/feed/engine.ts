// Feed loop: seeds or tops up on start, then runs non-overlapping ticks on an unref'd timer.
// Every tick: play live matches to the simulated now, reprice, drift a few prematch prices,
// schedule new kick-offs, and write only what changed in one transaction.
import { MATCH_STATUS } from '@sportsbook/domain'
import type { Db, Tx } from '../../db/client.ts'
import type { Market } from '@sportsbook/contract'
import type { Feed, FeedChange, FeedCommand, FeedCommandOutcome, FeedOptions, ScoreSwitch } from './types.ts'
import { applyCommand } from './commands.ts'
import { wireMarket } from './wire-market.ts'
import type { SportKey } from './catalog.ts'
import { stepMatch, type CachedMatch } from './live.ts'
import { stepDetail, type MatchDetailRow } from './detail/index.ts'
import type { Statistics } from '@sportsbook/contract'
import {
  deleteEndedMatches,
  ensureCatalog,
  readState,
  selectOpenMatches,
  selectDetails,
  upsertDetails,
  updateMatches,
  upsertMarkets,
  writeState,
  type LeagueIds,
  type MatchDbRow,
  type MatchUpdate,
} from './repository/feed-repository.ts'
import { type BaseModel, type MarketRow, Rng } from '../pricing/index.ts'
import { keyOf, marketHash, type FeedState } from './state.ts'
import { stepOutrights } from './outrights.ts'
import { createOutrights, driftPrematch, scheduleMatches } from './top-up.ts'
import { buildWorld, type League } from './world.ts'

const TICK_MS = 1000
/** Finished matches stay this long for results and settlement, then are deleted (markets cascade). */
export const RETENTION_MS = 24 * 3600_000
const CLEANUP_EVERY_TICKS = 60

export class FeedEngine implements Feed {
  private timer: NodeJS.Timeout | null = null
  private current: Promise<FeedChange[]> | null = null
  private listeners = new Set<(changes: FeedChange[]) => void>()
  private world: League[] = []
  private ids = new Map<string, LeagueIds>()
  private cache = new Map<number, CachedMatch>()
  private state: FeedState | null = null

  constructor(
    private readonly db: Db,
    private readonly opts: FeedOptions,
  ) {}

  get running(): boolean {
    return this.timer !== null
  }

  async start(): Promise<void> {
    if (this.timer) return
    await this.tick()
    this.timer = setInterval(() => {
      if (!this.current)
        void this.tick().catch((e: unknown) => this.opts.log?.error(`feed tick failed: ${String(e)}`, e))
    }, TICK_MS)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    if (this.current) await this.current.catch(() => [])
  }

  tick(): Promise<FeedChange[]> {
    const run = (this.current ?? Promise.resolve([])).catch(() => []).then(() => this.runTick())
    this.current = run
    return run.finally(() => {
      if (this.current === run) this.current = null
    })
  }

  /**
   * Development only: sets a live match's total score and runs a tick, so the scoreboard, prices and
   * publications move as with a real goal (set-score.ts). Queued behind the tick in progress.
   */
  async setScore(matchId: number, score: { home: number; away: number }): Promise<ScoreSwitch> {
    const outcome = await this.command(matchId, { kind: 'score', ...score })
    return outcome === 'not_found' ? 'not_live' : outcome
  }

  /**
   * Development only (scenarios, commands.ts): puts one match in a state and runs a tick through the
   * normal path. Queued behind the tick in progress.
   */
  command(matchId: number, cmd: FeedCommand): Promise<FeedCommandOutcome> {
    let outcome: FeedCommandOutcome = 'not_found'
    const run = (this.current ?? Promise.resolve([]))
      .catch(() => [])
      .then(async () => {
        if (!this.state) await this.runTick()
        const c = this.cache.get(matchId)
        if (!c) return []
        outcome = applyCommand(c, cmd, this.opts.now().getTime(), this.opts.speed)
        return outcome === 'set' ? this.runTick() : []
      })
    this.current = run
    return run
      .then(() => outcome)
      .finally(() => {
        if (this.current === run) this.current = null
      })
  }

  onChange(listener: (changes: FeedChange[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** First tick: build the world, ensure the catalog, restore (or create) the feed state and live cache. */
  private async init(now: Date): Promise<FeedState> {
    this.world = buildWorld(this.opts.seed)
    this.ids = await ensureCatalog(this.db, this.world)
    const saved = await readState<FeedState>(this.db, 'state')
    const rows = await selectOpenMatches(this.db)
    for (const { m, key } of rows) this.cache.set(m.id, cached(m, key as SportKey))
    for (const d of await selectDetails(
      this.db,
      rows.map(({ m }) => m.id),
    )) {
      const c = this.cache.get(d.matchId)
      if (c) c.detail = d.detail as MatchDetailRow
    }
    if (saved) {
      this.opts.log?.info(`feed: continuing (${rows.length} open matches)`)
      return saved
    }
    this.opts.log?.info('feed: seeding an empty catalog')
    return {
      seed: this.opts.seed,
      urn: 40_000_000 + (this.opts.seed % 1000) * 10_000,
      dense: Number.NaN,
      week: now.getTime(),
      rng: Rng.from(this.opts.seed, 'schedule').state,
      ticks: 0,
    }
  }

  private async runTick(): Promise<FeedChange[]> {
    try {
      return await this.step()
    } catch (e) {
      // The transaction rolled back: drop the in-memory view so the next tick reloads it from the database.
      this.state = null
      this.cache.clear()
      throw e
    }
  }

  private async step(): Promise<FeedChange[]> {
    const now = this.opts.now()
    const nowMs = now.getTime()
    const state = this.state ?? (await this.init(now))
    this.state = state
    const changes: FeedChange[] = []
    const marketRows: { matchId: number; row: MarketRow }[] = []
    const updates: MatchUpdate[] = []
    const details: { matchId: number; sportKey: string; detail: MatchDetailRow }[] = []
    const collect = (c: CachedMatch, rows: MarketRow[]) => {
      const keys: { marketId: number; specifier: string }[] = []
      const markets: Market[] = []
      for (const row of rows) {
        const h = marketHash(row)
        if (c.hashes.get(keyOf(row)) === h) continue
        c.hashes.set(keyOf(row), h)
        marketRows.push({ matchId: c.id, row })
        keys.push({ marketId: row.marketId, specifier: row.specifier })
        markets.push(wireMarket(c.urnId, row))
      }
      if (keys.length) changes.push({ type: 'markets_changed', matchId: c.id, marketKeys: keys, markets })
    }
    const rng = new Rng(state.rng)
    await this.db.transaction(async (tx) => {
      // New kick-offs first, so ones already in the past (seeding, long restarts) are played to now below.
      const created = await scheduleMatches(tx, {
        seed: this.opts.seed,
        speed: this.opts.speed,
        world: this.world,
        ids: this.ids,
        state,
        rng,
        nowMs,
      })
      for (const c of created) this.cache.set(c.id, c)
      for (const c of [...this.cache.values()]) {
        const prevStage = c.stage
        const step = stepMatch(c, nowMs, this.opts.speed)
        if (!step) continue
        collect(c, step.rows)
        updates.push({
          id: c.id,
          startTime: c.start,
          status: c.status,
          stage: c.stage,
          statistics: step.statistics,
          model: c.model,
          result: step.result,
          secondarySpecifier: c.secondarySpecifier,
        })
        const input = {
          seed: this.opts.seed,
          urnId: c.urnId,
          sport: c.sport,
          t: c.model.t,
          rating: c.model.rating,
          statistics: step.statistics as Statistics,
          stage: c.stage,
          prevStage,
        }
        const detail = stepDetail(c.detail, input)
        if (detail) {
          c.detail = detail
          details.push({ matchId: c.id, sportKey: c.sport, detail })
        }
        if (step.statusChanged)
          changes.push({ type: 'match_status_changed', matchId: c.id, status: c.status })
        if (step.matchChanged || step.statusChanged || detail)
          changes.push({
            type: 'match_changed',
            matchId: c.id,
            ...(detail && { detail: { sportKey: c.sport, row: detail } }),
          })
        if (c.model.done) this.cache.delete(c.id)
      }
      for (const c of driftPrematch(rng, this.cache, nowMs)) {
        updates.push({
          id: c.match.id,
          startTime: c.match.start,
          status: MATCH_STATUS.PREMATCH,
          stage: 'not_started',
          statistics: null,
          model: c.match.model,
          result: null,
          secondarySpecifier: c.match.secondarySpecifier,
        })
        collect(c.match, c.rows)
      }
      const outrights = await stepOutrights(tx, rng, state.ticks, now)
      marketRows.push(...outrights.rows)
      changes.push(...outrights.changes)
      await updateMatches(tx, updates, now)
      await upsertMarkets(tx, marketRows, now)
      await upsertDetails(tx, details, now)
      if (state.ticks === 0) await createOutrights(tx, this.world, this.ids, state, now)
      if (state.ticks % CLEANUP_EVERY_TICKS === 0) await cleanup(tx, nowMs)
      state.ticks++
      state.rng = rng.state
      await writeState(tx, 'state', state)
    })
    if (changes.length) for (const l of this.listeners) l(changes)
    return changes
  }
}

function cached(m: MatchDbRow, sport: SportKey): CachedMatch {
  return {
    id: m.id,
    urnId: m.urnId,
    sport,
    status: m.status,
    start: m.startTime.getTime(),
    model: m.model as unknown as BaseModel,
    stage: m.stage,
    statsJson: JSON.stringify(m.statistics),
    hashes: new Map(),
    secondaryId: m.secondaryMarketId ?? 0,
    secondarySpecifier: m.secondaryMarketSpecifier,
  }
}

async function cleanup(tx: Tx, nowMs: number): Promise<void> {
  await deleteEndedMatches(tx, new Date(nowMs - RETENTION_MS))
}
