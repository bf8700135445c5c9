// Keeps the schedule full (dense kick-offs around now, a sparse 7-day layer), creates the outrights
// of the big leagues once, and lets prematch prices drift a little.
import { MATCH_STATUS, MARKET_STATUS } from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { keyOf, marketHash, type FeedState } from './state.ts'
import type { CachedMatch } from './live.ts'
import {
  type BaseModel,
  type MarketRow,
  OTHER_MARGIN,
  quoteMatch,
  type Rng,
  round2,
  SIMS,
} from '../pricing/index.ts'
import { matchRow } from './match-row.ts'
import {
  hasOutright,
  insertMatches,
  insertMatchRows,
  reserveIds,
  upsertMarkets,
  type LeagueIds,
  type MatchInsert,
} from './repository/feed-repository.ts'
import {
  DENSE_AHEAD,
  LIVE_TARGET,
  WEEK_MATCHES,
  WEEK_MS,
  denseIntervalMs,
  draftMatch,
  priceDraft,
  weeklyStart,
  type MatchDraft,
} from './schedule.ts'
import { slugify } from './catalog.ts'
import type { League } from './world.ts'

/** Upper bound of matches created in one tick, so a long outage does not stall a tick. */
const MAX_PER_TICK = 800
/** Matches priced and written per batch while seeding. */
const WRITE_BATCH = 60

export interface ScheduleCtx {
  seed: number
  speed: number
  world: League[]
  ids: Map<string, LeagueIds>
  state: FeedState
  rng: Rng
  nowMs: number
}

export async function scheduleMatches(tx: Tx, ctx: ScheduleCtx): Promise<CachedMatch[]> {
  const { state, rng, nowMs } = ctx
  const interval = denseIntervalMs(ctx.speed)
  // The dense layer reaches back far enough that a full live set is already playing (and a few finished).
  const past = interval * LIVE_TARGET * 1.4
  if (!Number.isFinite(state.dense) || state.dense < nowMs - past) state.dense = nowMs - past
  const drafts: MatchDraft[] = []
  const round = interval >= 120_000 ? 60_000 : 1000
  while (state.dense + interval < nowMs + DENSE_AHEAD * interval && drafts.length < MAX_PER_TICK) {
    state.dense += interval
    drafts.push(
      draftMatch(ctx.seed, ctx.world, state.urn++, new Date(Math.round(state.dense / round) * round), rng),
    )
  }
  const per = WEEK_MS / WEEK_MATCHES
  const weekFrom = Math.max(nowMs, state.dense)
  while (state.week + per <= nowMs + WEEK_MS && drafts.length < MAX_PER_TICK) {
    state.week += per
    drafts.push(
      draftMatch(ctx.seed, ctx.world, state.urn++, weeklyStart(rng, weekFrom, nowMs + WEEK_MS), rng),
    )
  }
  if (!drafts.length) return []
  const ids = await reserveIds(tx, drafts.length)
  const out: CachedMatch[] = []
  // Price a batch, queue its writes on the transaction's connection, price the next batch, yielding
  // after each match so the driver can send what is queued: PostgreSQL stores batch k while this process
  // prices batch k + 1 (seeding prices ~500 matches at once). Writes stay in order (matches, then markets).
  let writes: Promise<unknown> = Promise.resolve()
  for (let from = 0; from < drafts.length; from += WRITE_BATCH) {
    const batch = drafts.slice(from, from + WRITE_BATCH)
    const rows: MatchInsert[] = []
    for (const [j, d] of batch.entries()) {
      priceDraft(d)
      const id = ids[from + j] ?? 0
      const sim = SIMS[d.league.sport.key]
      const secSpec =
        sim.secondary.specifier ||
        (d.markets.find((r) => r.marketId === sim.secondary.marketId && r.mostBalanced)?.specifier ?? '')
      out.push({
        id,
        urnId: d.urnId,
        sport: d.league.sport.key,
        status: MATCH_STATUS.PREMATCH,
        start: d.startTime.getTime(),
        model: d.model,
        stage: 'not_started',
        statsJson: 'null',
        hashes: new Map(d.markets.map((r) => [keyOf(r), marketHash(r)])),
        secondaryId: sim.secondary.marketId,
        secondarySpecifier: secSpec,
      })
      const leagueIds = ctx.ids.get(d.league.urnId) ?? { sportId: 0, categoryId: 0, tournamentId: 0 }
      rows.push(
        matchRow(
          id,
          d,
          leagueIds,
          [String(sim.main.marketId), sim.main.specifier],
          [String(sim.secondary.marketId), secSpec],
        ),
      )
      if (drafts.length > WRITE_BATCH) await new Promise((resolve) => setImmediate(resolve))
    }
    const markets = batch.flatMap((d, j) => d.markets.map((row) => ({ matchId: ids[from + j] ?? 0, row })))
    writes = writes
      .then(() => insertMatches(tx, rows))
      .then(() => upsertMarkets(tx, markets, new Date(nowMs)))
    // Marked handled here; a failure still rejects the await below and rolls the transaction back.
    writes.catch(() => {})
  }
  await writes
  return out
}

/** Nudges the ratings of a few prematch matches and reprices them: prices drift before kick-off. */
export function driftPrematch(
  rng: Rng,
  cache: Map<number, CachedMatch>,
  nowMs: number,
): { match: CachedMatch; rows: MarketRow[] }[] {
  const prematch = [...cache.values()].filter((c) => c.status === MATCH_STATUS.PREMATCH && c.start > nowMs)
  const out: { match: CachedMatch; rows: MarketRow[] }[] = []
  for (let i = 0; i < 3 && prematch.length; i++) {
    const c = prematch.splice(Math.floor(rng.next() * prematch.length), 1)[0]
    if (!c) break
    const sim = SIMS[c.sport]
    const old = c.model as BaseModel & { lines?: unknown }
    const rating: [number, number] = [
      old.rating[0] + rng.normal() * 0.02,
      old.rating[1] + rng.normal() * 0.02,
    ]
    const fresh = sim.init(rng, rating) as BaseModel & { lines?: unknown }
    // The play stream, offered lines and keys stay; rating-derived rates change.
    c.model = { ...fresh, rng: old.rng, keys: old.keys, ...(old.lines ? { lines: old.lines } : {}) }
    out.push({ match: c, rows: quoteMatch(sim, c.model, 'prematch', c.sport === 'soccer') })
  }
  return out
}

const season = (d: Date) => {
  const y = d.getUTCFullYear()
  return d.getUTCMonth() >= 6 ? `${y}/${String(y + 1).slice(2)}` : `${y - 1}/${String(y).slice(2)}`
}

/** One 'Winner' outright per big league, priced from team ratings. */
export async function createOutrights(
  tx: Tx,
  world: League[],
  ids: Map<string, LeagueIds>,
  state: FeedState,
  now: Date,
) {
  if (await hasOutright(tx)) return
  const leagues = world.filter((l) => l.def.outright)
  const matchIds = await reserveIds(tx, leagues.length)
  const rows = leagues.map((l, i) => {
    const id = matchIds[i] ?? 0
    const li = ids.get(l.urnId) ?? { sportId: 0, categoryId: 0, tournamentId: 0 }
    const weights = l.teams.map((t) => Math.exp(t.rating * 3))
    const sum = weights.reduce((a, b) => a + b, 0)
    const outcomes = l.teams.map((t, ti) => ({
      id: t.competitor.id,
      name: t.competitor.name,
      active: true,
      odds: Math.min(500, Math.max(1.01, round2(1 / (((weights[ti] ?? 0) / sum) * (1 + OTHER_MARGIN))))),
    }))
    const market: MarketRow = {
      marketId: 534,
      specifier: '',
      name: 'Winner',
      status: MARKET_STATUS.ALLOWED,
      outcomes,
      groups: ['outrights'],
      customBetGroups: [],
      priority: 100,
      mostBalanced: true,
      result: null,
    }
    return {
      match: {
        id,
        urnId: `${l.sport.provider === 'oddin' ? 'od' : 'sr'}:season:${state.urn++}`,
        slug: `${slugify(l.def.name)}-winner-${id}`,
        type: 'outright' as const,
        name: `${l.def.name} ${season(now)} - Winner`,
        sportId: li.sportId,
        categoryId: li.categoryId,
        tournamentId: li.tournamentId,
        competitors: l.teams.map((t) => ({ ...t.competitor, qualifier: null })),
        status: MATCH_STATUS.PREMATCH,
        stage: 'not_started',
        startTime: now,
        endDate: new Date(now.getTime() + 120 * 24 * 3600_000),
        mainMarketId: 534,
        secondaryMarketId: null,
        provider: l.sport.provider,
        betsCount: 2000 + Math.round((weights[0] ?? 1) * 100),
      },
      market,
    }
  })
  if (!rows.length) return
  await insertMatchRows(
    tx,
    rows.map((r) => r.match),
  )
  await upsertMarkets(
    tx,
    rows.map((r, i) => ({ matchId: matchIds[i] ?? 0, row: r.market })),
    now,
  )
}
