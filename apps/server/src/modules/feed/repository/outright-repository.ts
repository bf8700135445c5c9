// SQL of the outrights' life after creation: the open ones with their winner market, and the end of
// one (status 4 once its market is decided, so betting settles it).
import { MATCH_STATUS } from '@sportsbook/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor as Exec } from '../../../db/client.ts'
import { schema } from '../../../db/client.ts'
import type { MarketRow } from '../../pricing/index.ts'

export interface OpenOutright {
  id: number
  urnId: string
  endDate: Date | null
  market: MarketRow
}

/** Open outrights (status 0) and their winner market. */
export async function selectOpenOutrights(db: Exec): Promise<OpenOutright[]> {
  const rows = await db
    .select({ match: schema.matches, market: schema.markets })
    .from(schema.matches)
    .innerJoin(
      schema.markets,
      and(
        eq(schema.markets.matchId, schema.matches.id),
        eq(schema.markets.marketId, schema.matches.mainMarketId),
      ),
    )
    .where(and(eq(schema.matches.type, 'outright'), eq(schema.matches.status, MATCH_STATUS.PREMATCH)))
  return rows.map(({ match, market }) => ({
    id: match.id,
    urnId: match.urnId,
    endDate: match.endDate,
    market: {
      marketId: market.marketId,
      specifier: market.specifier,
      name: market.name,
      status: market.status,
      outcomes: market.outcomes,
      groups: market.groups,
      customBetGroups: market.customBetGroups,
      priority: market.priority,
      mostBalanced: market.mostBalanced,
      result: (market.result as MarketRow['result']) ?? null,
    },
  }))
}

/** Marks outrights ended (their markets carry the result). */
export async function endOutrights(db: Exec, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(schema.matches)
    .set({ status: MATCH_STATUS.FINISHED, stage: 'ended', updatedAt: now })
    .where(and(inArray(schema.matches.id, ids), sql`type = 'outright'`))
}
