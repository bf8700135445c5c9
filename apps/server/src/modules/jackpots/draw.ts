// The draw (each tick, see README.md "Hits"): counts the contributions placed since the last tick
// into the pools in id order, drops every level whose pool reaches its must-drop amount (domain
// `drawLevel`), and pays each hit through the wallet ledger, all in one transaction.
import { fromMoney } from '@sportsbook/contract'
import { drawLevel, findCurrency, money, type Money } from '@sportsbook/domain'
import type { Db, Tx } from '../../db/client.ts'
import { notify } from '../notifications/index.ts'
import type { Wallet } from '../wallet/index.ts'
import { presentHit, presentJackpot } from './presenters.ts'
import type { JackpotPublisher } from './publish.ts'
import { hasUncounted, takeUncounted, type CountedRow } from './repository/contributions-repository.ts'
import * as hits from './repository/hits-repository.ts'
import { lockLevels, selectJackpots, updatePools } from './repository/jackpots-repository.ts'

export interface DrawDeps {
  db: Db
  wallet: Wallet
  now: () => Date
  publish: JackpotPublisher
  publishBalance(userId: number, language: string, balance: Money): Promise<void>
}

type Paid = { hitId: string; userId: number; balance: Money }

/**
 * approved → paid, once: the guarded status update lets one caller through, and the credit's ref
 * `jackpot_hit:<id>` is written once per account (wallet `creditOnce`), so a hit is never paid twice.
 * The winner's `jackpot_hit` notification (the bell) is written by that same caller in the same
 * transaction: one hit, one notification, and none for a payment that rolls back.
 */
export async function payHitIn(tx: Tx, wallet: Wallet, hitId: string, now: Date): Promise<Paid | undefined> {
  const hit = await hits.markPaid(tx, hitId, now)
  const currency = hit && findCurrency(hit.currency)
  if (!hit || !currency) return undefined
  const amount = money(Number(hit.amount), currency)
  const change = await wallet.creditOnce(tx, {
    userId: hit.user_id,
    amount,
    kind: 'jackpot_win',
    ref: `jackpot_hit:${hitId}`,
  })
  await notify(tx, {
    playerId: hit.user_id,
    kind: 'jackpot_hit',
    objectId: hitId,
    at: now,
    payload: {
      hit_id: hitId,
      jackpot_id: String(hit.jackpot_id),
      jackpot_name: hit.jackpot_name,
      level_name: hit.level_name,
      amount: fromMoney(amount),
    },
  })
  return { hitId, userId: hit.user_id, balance: change.balance }
}

/** Counts, draws and pays in one transaction under the level locks; returns what to push. */
async function countAndDraw(deps: DrawDeps): Promise<{ jackpots: Set<number>; paid: Paid[] }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now()
    const levels = await lockLevels(tx)
    const taken = await takeUncounted(tx)
    const byLevel = new Map<number, CountedRow[]>()
    for (const c of taken) byLevel.set(c.level_id, [...(byLevel.get(c.level_id) ?? []), c])
    const jackpots = new Set<number>()
    const pools: { id: number; pool: number }[] = []
    const paid: Paid[] = []
    for (const level of levels) {
      const counted = byLevel.get(level.id)
      if (!counted) continue
      const state = { pool: level.pool, seed: level.seed, dropAt: level.drop_at }
      const draw = drawLevel(
        state,
        counted.map((c) => ({ amount: c.amount, ref: c })),
      )
      pools.push({ id: level.id, pool: draw.pool })
      jackpots.add(level.jackpot_id)
      for (const { ref, amount } of draw.hits) {
        const at = now
        const hitId = await hits.insertHit(tx, {
          jackpotId: level.jackpot_id,
          levelId: level.id,
          contributionId: ref.id,
          betId: ref.bet_id,
          userId: ref.user_id,
          amount,
          currency: level.currency,
          at,
        })
        const done = hitId && (await payHitIn(tx, deps.wallet, hitId, now))
        if (done) paid.push(done)
      }
    }
    await updatePools(tx, pools)
    return { jackpots, paid }
  })
}

/** Pays hits left approved (none unless a payment failed): each in its own transaction. */
async function payLeftovers(deps: DrawDeps): Promise<Paid[]> {
  const paid: Paid[] = []
  for (const id of await hits.selectApprovedIds(deps.db)) {
    const done = await deps.db.transaction((tx) => payHitIn(tx, deps.wallet, id, deps.now()))
    if (done) paid.push(done)
  }
  return paid
}

/**
 * One tick: nothing to do costs one cheap read; otherwise count, draw, pay, then push. `moved` are the
 * jackpots whose pools bets placed since the last tick grew (their shares count in the pool at once):
 * they are pushed with the drawn ones, so a pool moves live at most once a tick, however many bets.
 */
export async function runDraw(
  deps: DrawDeps,
  moved: ReadonlySet<number> = new Set(),
): Promise<{ hits: string[] }> {
  const drawn = (await hasUncounted(deps.db))
    ? await countAndDraw(deps)
    : { jackpots: new Set<number>(), paid: [] }
  const paid = [...drawn.paid, ...(await payLeftovers(deps))]
  const changed = new Set([...drawn.jackpots, ...moved])
  if (changed.size > 0)
    deps.publish.changed((await selectJackpots(deps.db, { ids: [...changed] })).map(presentJackpot))
  if (paid.length > 0) {
    for (const row of await hits.selectHitsByIds(
      deps.db,
      paid.map((p) => p.hitId),
    )) {
      deps.publish.hit(row.user_id, row.language, presentHit(row, row.user_id))
      const balance = paid.find((p) => p.hitId === row.id)?.balance
      if (balance) void deps.publishBalance(row.user_id, row.language, balance)
    }
  }
  return { hits: paid.map((p) => p.hitId) }
}

/** Runs `runDraw` every `everyMs`, one run at a time; errors are logged and the next tick tries again. */
export function startDraws(deps: DrawDeps, everyMs: number, onError: (err: unknown) => void) {
  let running: Promise<unknown> = Promise.resolve()
  let moved = new Set<number>()
  /** The pools moved since the last run, handed to the next one. */
  const take = () => {
    const ids = moved
    moved = new Set()
    return ids
  }
  const timer = setInterval(() => {
    running = running.then(() => runDraw(deps, take())).catch(onError)
  }, everyMs)
  timer.unref()
  return {
    /** Runs one draw after any running one (tests, shutdown). */
    tick: () => {
      const run = running.catch(() => undefined).then(() => runDraw(deps, take()))
      running = run.catch(onError)
      return run
    },
    /** Bets placed in this process grew these jackpots' pools: the next tick pushes them. */
    poolsMoved: (jackpotIds: Iterable<number>) => {
      for (const id of jackpotIds) moved.add(id)
    },
    stop: async () => {
      clearInterval(timer)
      await running.catch(() => undefined)
    },
  }
}
