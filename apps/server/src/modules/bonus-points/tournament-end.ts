// The end of a tournament (README "Hunting and tournaments"): once past its valid_to, the pool is
// split among the leaderboard's first places by the prize shares (domain tournamentPrizes) and each
// prize is issued as a freebet, in one transaction with the pool row locked: paid once only.
import { money, rankLeaderboard, tournamentPrizes } from '@sportsbook/domain'
import type { Db } from '../../db/client.ts'
import { campaignWireId, issueFreebet } from '../bonus-campaigns/index.ts'
import { currencyOf } from './presenters.ts'
import { noteFreebetIssued } from './push.ts'
import * as repo from './repository.ts'

/** Pays the prizes of one tournament if it is due and unpaid; returns how many freebets it issued. */
export async function finishTournament(db: Db, id: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const c = await repo.lockPointsCampaign(tx, id)
    const due = c && c.type === 'tournament' && c.valid_to !== null && new Date(c.valid_to) <= now
    if (!c || !due || c.finished_at !== null) return 0
    const ranked = rankLeaderboard(
      (await repo.selectStandings(tx, id)).map((r) => ({
        userId: r.user_id,
        points: r.points,
        reachedAt: new Date(r.reached_at).getTime(),
      })),
    )
    const prizes = tournamentPrizes(money(c.pool, currencyOf(c)), c.prize_shares_bp ?? [], ranked.length)
    let issued = 0
    for (const [i, prize] of prizes.entries()) {
      const winner = ranked[i]!
      if (prize.amount <= 0) continue
      const freebet = await issueFreebet(tx, c, {
        userId: winner.userId,
        source: `tournament:${campaignWireId(id)}:${winner.position}`,
        now,
        amount: prize.amount,
        currency: c.points_currency,
        type: 'freebet',
      })
      await repo.addFarmed(tx, id, winner.userId, 1, prize.amount)
      noteFreebetIssued(winner.userId, freebet)
      issued++
    }
    await repo.markFinished(tx, id, now)
    return issued
  })
}

/** Every tournament past its end whose prizes are unpaid (the plugin runs it every minute). */
export async function finishDueTournaments(db: Db, now: Date): Promise<number> {
  let issued = 0
  for (const id of await repo.selectDueTournaments(db, now)) issued += await finishTournament(db, id, now)
  return issued
}
